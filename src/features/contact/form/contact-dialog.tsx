import { useLingui } from '@lingui/react/macro';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';

import type { ContactRequest } from '@/components/layout/contact-request';
import { BookViewingLink } from '@/components/link/book-viewing-link';
import { useScrollLock } from '@/components/overlay/use-scroll-lock';

import { ContactDetails } from '../components/contact-details';
import classes from './contact-dialog.module.css';
import { ContactForm } from './contact-form';

export interface ContactDialogProps {
  request: ContactRequest | null;
  /** A new form for each value: the provider changes it after every close and for a prefilled request. */
  formKey: number;
  onClose: () => void;
  onClosed: () => void;
}

/**
 * What the dialog holds. Memoised: opening re-renders the modal, but not a form that is already
 * rendered for the same request.
 */
const ContactDialogBody = memo(function ContactDialogBody({
  subject,
  message,
  rooms,
  onClose,
}: ContactRequest & { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Text>{t`Ask us for information or the exposé. We'll get back to you as soon as possible.`}</Text>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text fz="sm">{t`Prefer to see the flats? Choose a free time yourself.`}</Text>
        <BookViewingLink onNavigate={onClose} />
      </Group>
      <ContactForm subject={subject} initialMessage={message} initialRooms={rooms} onClose={onClose} />
      <ContactDetails />
    </Stack>
  );
});

/**
 * The contact modal itself; its code loads ahead of the first tap, so it is not part of the first
 * page load. The provider mounts it closed once the page is idle: Mantine keeps the closed modal in
 * a hidden React Activity (display: none, its effects not run), rendered at idle priority, so that
 * opening only shows it, in the next frame. After a send it shows the form's confirmation until the visitor closes it;
 * each opening starts with a fresh form (`formKey`).
 */
export function ContactDialog({ request, formKey, onClose, onClosed }: ContactDialogProps) {
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
      keepMounted
      // Shown at once, in the render that opens it (see contact-dialog.module.css); closed at once too.
      transitionProps={{ duration: 0 }}
      classNames={{ content: classes.content, overlay: classes.overlay, title: classes.title }}
      returnFocus={false}
      lockScroll={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
      onExitTransitionEnd={onClosed}
    >
      <ContactDialogBody key={formKey} subject={subject} message={message} rooms={rooms} onClose={onClose} />
    </Modal>
  );
}
