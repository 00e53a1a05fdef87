import { useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useId } from 'react';

import { IconAlertTriangle, IconCheck, IconCloudOff } from '@/components/icons';
import { clientFacts } from '@/content/client-facts';
import { byCount } from '@/lib/i18n/by-count';

import { OutcomeHeading } from '../components/outcome-heading';
import type { Waiting } from '../stored-messages/stored-message';
import { failedAttemptsLine, offersTryAgain, waitingNotice } from '../stored-messages/waiting-text';

/** What became of a message the form handed to the outbox. */
export type ContactConfirmationState =
  /** Stored by the backend, which mails it to sales (docs/backend.md: the e-mail to sales is the server's job). */
  | { kind: 'sent'; email: string }
  /**
   * Waiting in the outbox on this device (`id`: the outbox record, whose later outcome updates the view;
   * `waiting`: why, and how many attempts failed).
   */
  | { kind: 'queued'; email: string; id: string; waiting: Waiting }
  /** Waited, then refused by the backend (`reason`: the translated rule or the generic text). */
  | { kind: 'refused'; email: string; reason: string };

const ICON = {
  sent: IconCheck,
  queued: IconCloudOff,
  refused: IconAlertTriangle,
} as const;
const COLOR = { sent: 'pine', queued: 'yellow.8', refused: 'red' } as const;

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
  /** A waiting message that failed often: send it now. */
  onRetry?: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();

  const { email } = state;
  const days = clientFacts.replyWithinWorkingDays;
  const reply =
    days === undefined
      ? t`We will reply by e-mail to ${email} as soon as possible.`
      : byCount(days, {
          one: t`We will reply by e-mail to ${email} within ${days} working day, often sooner.`,
          other: t`We will reply by e-mail to ${email} within ${days} working days, often sooner.`,
        });
  const tryAgain = state.kind === 'queued' && offersTryAgain(state.waiting);

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      gap="sm"
      py="xs"
      data-contact-confirmation={state.kind}
    >
      <OutcomeHeading id={headingId} icon={ICON[state.kind]} color={COLOR[state.kind]}>
        {state.kind === 'sent'
          ? t`Thank you – your message has reached us`
          : state.kind === 'queued'
            ? t`Your message is waiting to be sent`
            : t`Your message could not be sent`}
      </OutcomeHeading>
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
          <Text>{waitingNotice(state.waiting, i18n)}</Text>
          {tryAgain && <Text>{failedAttemptsLine(state.waiting, i18n)}</Text>}
          <Text fw={600}>{t`What happens next`}</Text>
          <List spacing="xs">
            <List.Item>{t`It is sent automatically: while this page is open, the next time you open this site, or in the background where the browser supports it.`}</List.Item>
            <List.Item>{t`Then our sales team receives it by e-mail within a few minutes.`}</List.Item>
            <List.Item>{reply}</List.Item>
          </List>
        </>
      )}
      {state.kind === 'refused' && <Text>{state.reason}</Text>}
      <Group justify="flex-end">
        {tryAgain && onRetry && (
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
