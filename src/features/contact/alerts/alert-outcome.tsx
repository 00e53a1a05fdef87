import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';

import { IconAlertTriangle, IconCloudOff, IconMail } from '@/components/icons';

import { OutcomeHeading } from '../components/outcome-heading';
import { ALERT_CONFIRM_HOURS } from './alert-rules';

/** What became of a sign-up the form handed to the outbox. */
export type AlertOutcomeState =
  /** Stored: the server mails the confirmation link. */
  | { kind: 'sent'; email: string }
  /** Waiting on this device for a connection (`id`: its outbox record). */
  | { kind: 'queued'; email: string; id: string }
  | { kind: 'refused'; email: string };

const ICON = { sent: IconMail, queued: IconCloudOff, refused: IconAlertTriangle } as const;
const COLOR = { sent: 'pine', queued: 'yellow.8', refused: 'red' } as const;

/**
 * In place of the form once the sign-up is stored or kept on the device: it says that nothing is sent
 * before the buyer confirms by e-mail (the double opt-in). The heading takes the focus.
 */
export function AlertOutcome({
  state,
  onClose,
  onEdit,
}: {
  state: AlertOutcomeState;
  onClose: () => void;
  /** Back to the form, its input kept (after a refusal). */
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { email } = state;
  const hours = ALERT_CONFIRM_HOURS;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-alert-outcome={state.kind}>
      <OutcomeHeading id={headingId} icon={ICON[state.kind]} color={COLOR[state.kind]}>
        {state.kind === 'sent'
          ? t`Please confirm your alert`
          : state.kind === 'queued'
            ? t`Your alert is saved on this device`
            : t`Your alert could not be saved`}
      </OutcomeHeading>
      {state.kind === 'sent' && (
        <Text>{t`We have sent an e-mail to ${email}. Open the link in it within ${hours} hours to start your alert. Until you confirm, we send you nothing else.`}</Text>
      )}
      {state.kind === 'queued' && (
        <Text>{t`There is no connection right now. Your sign-up is sent automatically as soon as there is one; then a confirmation e-mail goes to ${email}.`}</Text>
      )}
      {state.kind === 'refused' && (
        <Text>{t`Our server did not accept the sign-up for ${email}. Please check the address and try again.`}</Text>
      )}
      <Group justify="flex-end">
        {state.kind === 'refused' && (
          <Button variant="default" onClick={onEdit}>
            {t`Check the address`}
          </Button>
        )}
        <Button onClick={onClose}>{t`Close`}</Button>
      </Group>
    </Stack>
  );
}
