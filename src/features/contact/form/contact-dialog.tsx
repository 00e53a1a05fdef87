import { useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import type { ContactRequest } from '@/components/layout/contact-request';
import { useScrollLock } from '@/components/overlay/use-scroll-lock';

import { ContactDetails } from '../components/contact-details';
import { ContactForm } from './contact-form';

export interface ContactDialogProps {
  request: ContactRequest | null;
  onClose: () => void;
  onClosed: () => void;
}

/**
 * The contact modal itself; loaded on first use, so its code is not part of the first page load.
 * After a send it shows the form's confirmation until the visitor closes it. Its content unmounts
 * when it closes (Mantine's default), so every opening starts with a fresh form.
 */
export function ContactDialog({ request, onClose, onClosed }: ContactDialogProps) {
  const { t } = useLingui();
  // While the modal fades out, `request` is already null: keep showing what was open.
  const [shown, setShown] = useState<ContactRequest>(request ?? {});
  if (request && request !== shown) setShown(request);
  const { subject, message, rooms } = shown;
  useScrollLock(request !== null);
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={subject ?? t`Contact us`}
      size="lg"
      centered
      returnFocus={false}
      lockScroll={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
      onExitTransitionEnd={onClosed}
    >
      <Stack gap="md">
        <Text>{t`Ask us for information or the exposé. We'll get back to you as soon as possible.`}</Text>
        <ContactForm subject={subject} initialMessage={message} initialRooms={rooms} onClose={onClose} />
        <ContactDetails />
      </Stack>
    </Modal>
  );
}
