import { useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import type { ContactRequest } from '@/components/layout/contact-request';

import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export interface ContactDialogProps {
  request: ContactRequest | null;
  onClose: () => void;
  onClosed: () => void;
}

/** The contact modal itself; loaded on first use, so its code is not part of the first page load. */
export function ContactDialog({ request, onClose, onClosed }: ContactDialogProps) {
  const { t } = useLingui();
  // While the modal fades out, `request` is already null: keep showing what was open.
  const [shown, setShown] = useState<ContactRequest>(request ?? {});
  if (request && request !== shown) setShown(request);
  const { subject, message } = shown;
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={subject ?? t`Contact us`}
      size="lg"
      centered
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      <Stack gap="md">
        <Text>{t`Ask us for information or the exposé. We'll get back to you as soon as possible.`}</Text>
        {/* A new prefilled request starts a fresh form; reopening the same one keeps what was typed. */}
        <ContactForm
          key={`${subject ?? ''}\n${message ?? ''}`}
          subject={subject}
          initialMessage={message}
          onDone={onClose}
        />
        <ContactDetails />
      </Stack>
    </Modal>
  );
}
