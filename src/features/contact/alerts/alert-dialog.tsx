import { useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text } from '@mantine/core';

import { useScrollLock } from '@/components/overlay/use-scroll-lock';

import dialogClasses from '../form/contact-dialog.module.css';
import { AlertForm } from './alert-form';
import type { AlertTarget } from './alert-rules';
import { alertTargetText } from './alert-target-text';

/** The "Notify me" dialog: what is watched, then the form. Loaded with the alerts catalog on the first tap. */
export function AlertDialog({
  target,
  opened,
  onClose,
}: {
  target: AlertTarget;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  useScrollLock(opened);
  const watched = alertTargetText(target, i18n);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Notify me: ${watched}`}
      size="md"
      centered
      classNames={{
        content: dialogClasses.content,
        overlay: dialogClasses.overlay,
        title: dialogClasses.title,
      }}
      transitionProps={{ duration: 0 }}
      lockScroll={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text>
          {target.kind === 'unit'
            ? t`We e-mail you when this apartment becomes available again, with its status and price at that moment.`
            : t`We e-mail you when a flat like these becomes available, or its price falls to your limit, with its status and price at that moment.`}
        </Text>
        {/* A fresh form for each opening. */}
        {opened && <AlertForm target={target} onClose={onClose} />}
      </Stack>
    </Modal>
  );
}
