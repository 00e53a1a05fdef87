import { useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';

import { IconAlertTriangle, IconCheck, IconCloudOff } from '@/components/icons';
import { clientFacts } from '@/content/client-facts';
import { byCount } from '@/lib/i18n/by-count';

/** What became of a message the form handed to the outbox. */
export type ContactConfirmationState =
  /** Stored by the backend, which mails it to sales (docs/backend.md: the e-mail to sales is the server's job). */
  | { kind: 'sent'; email: string }
  /** Waiting in the outbox on this device (`id`: the outbox record, whose later outcome updates the view). */
  | { kind: 'queued'; email: string; id: string }
  /** Waited, then refused by the backend (`reason`: the translated rule or the generic text). */
  | { kind: 'refused'; email: string; reason: string }
  /** Waited, and our server kept failing: kept on this device until the visitor retries it. */
  | { kind: 'held'; email: string; id: string };

const ICON = {
  sent: IconCheck,
  queued: IconCloudOff,
  refused: IconAlertTriangle,
  held: IconAlertTriangle,
} as const;
const COLOR = { sent: 'pine', queued: 'yellow.8', refused: 'red', held: 'red' } as const;

/**
 * Shown in place of the form once a message has been sent or safely queued: what happens next and
 * when, in the words of what the site really does. The heading takes the focus (the send button it
 * replaces is gone); the button closes the dialog, or brings back the (empty) form on the home page.
 */
export function ContactConfirmation({
  state,
  onClose,
  onWriteAnother,
  onRetry,
}: {
  state: ContactConfirmationState;
  /** In the contact dialog: a button closes it. */
  onClose?: () => void;
  /** Shows the form again (outside the dialog, or after a refusal). */
  onWriteAnother: () => void;
  /** A held message: queue it again. */
  onRetry?: (id: string) => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const { email } = state;
  const days = clientFacts.replyWithinWorkingDays;
  const reply =
    days === undefined
      ? t`We will reply to ${email} as soon as possible.`
      : byCount(days, {
          one: t`We will reply to ${email} within ${days} working day, often sooner.`,
          other: t`We will reply to ${email} within ${days} working days, often sooner.`,
        });
  const Icon = ICON[state.kind];

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      gap="sm"
      py="xs"
      data-contact-confirmation={state.kind}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color={COLOR[state.kind]} variant="light" size="lg" radius="xl" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Title order={3} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          {state.kind === 'sent'
            ? t`Thank you – your message has reached us`
            : state.kind === 'queued'
              ? t`Your message is waiting to be sent`
              : state.kind === 'held'
                ? t`Your message has not been sent yet`
                : t`Your message could not be sent`}
        </Title>
      </Group>
      {state.kind === 'sent' && (
        <>
          <Text fw={600}>{t`What happens next`}</Text>
          <List spacing="xs">
            <List.Item>{t`Your message is stored with us, and our sales team receives it by e-mail within a few minutes.`}</List.Item>
            <List.Item>{reply}</List.Item>
          </List>
        </>
      )}
      {state.kind === 'queued' && (
        <>
          <Text>{t`No connection: your message has not been sent yet. It is saved on this device.`}</Text>
          <Text fw={600}>{t`What happens next`}</Text>
          <List spacing="xs">
            <List.Item>{t`It is sent automatically once this device is online again: while this page is open, the next time you open this site, or in the background where the browser supports it.`}</List.Item>
            <List.Item>{t`Then our sales team receives it by e-mail within a few minutes.`}</List.Item>
            <List.Item>{reply}</List.Item>
          </List>
        </>
      )}
      {state.kind === 'refused' && <Text>{state.reason}</Text>}
      {state.kind === 'held' && (
        <Text>{t`Our server did not respond, even after several attempts. Your message is still saved on this device and nothing is lost: please try again in a moment.`}</Text>
      )}
      <Group justify="flex-end">
        {state.kind === 'held' && onRetry && (
          <Button color="pine" onClick={() => onRetry(state.id)}>
            {t`Try again`}
          </Button>
        )}
        {(!onClose || state.kind === 'refused') && (
          <Button variant="default" onClick={onWriteAnother}>
            {t`Write another message`}
          </Button>
        )}
        {onClose && <Button onClick={onClose}>{t`Close`}</Button>}
      </Group>
    </Stack>
  );
}
