import { useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text } from '@mantine/core';

import type { ContactRequest } from '@/components/layout/contact-request';

import { ContactDetails } from './contact-details';

export interface ContactDialogProps {
  request: ContactRequest | null;
  onClose: () => void;
  onClosed: () => void;
}

/** The contact modal itself; loaded on first use, so its code is not part of the first page load. */
export function ContactDialog({ request, onClose, onClosed }: ContactDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request?.subject ?? t`Contact us`}
      size="lg"
      centered
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      <Stack gap="md">
        <Text>{t`Ask us for information or the exposé. We'll get back to you as soon as possible.`}</Text>
        <ContactDetails />
      </Stack>
    </Modal>
  );
}
