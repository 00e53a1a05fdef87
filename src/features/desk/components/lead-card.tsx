import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

import { showToast } from '@/components/toast/toast';
import { PREFERRED_ROOM_LABELS } from '@/features/contact/model/contact-form-values';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { useUnsentInput } from '@/lib/unsent-input';

import { DeskCallError, eraseLeadsOf, requeueLead, updateLead } from '../api/desk-api';
import { ATTENTION_LABELS, DELIVERY_STATE_LABELS, DESK_ERROR_TEXTS, EVENT_LABELS } from '../model/desk-texts';
import { ROOM_WISHES, type DeskLead } from '../model/lead';
import classes from './desk.module.css';

const STATE_COLORS = { pending: 'gray', sent: 'green', failed: 'red', spam: 'orange' } as const;

function isRoomWish(value: string | null): value is (typeof ROOM_WISHES)[number] {
  return (ROOM_WISHES as readonly (string | null)[]).includes(value);
}

/** One enquiry: contact, wish, message, delivery and its history, and what staff can do with it. */
export function LeadCard({
  lead,
  readOnly,
  onChanged,
}: {
  lead: DeskLead;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const { dateTime } = useDateFormatters();
  const [note, setNote] = useState(lead.staff_note);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmErase, setConfirmErase] = useState(false);
  // A typed note not yet saved, or the erasure question open: a new version waits.
  useUnsentInput(note !== lead.staff_note || confirmErase);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      void showToast({ title: done, variant: 'success' });
      onChanged();
    } catch (error) {
      setProblem(i18n._(DESK_ERROR_TEXTS[error instanceof DeskCallError ? error.kind : 'other']));
    } finally {
      setBusy(false);
    }
  };
  const handled = lead.handled_at !== null;
  const state = i18n._(DELIVERY_STATE_LABELS[lead.notify_status]);

  return (
    <li className={classes.row} data-lead={lead.email} data-attention={lead.attention ?? undefined}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={700}>{lead.name}</Text>
            <Text className={classes.meta}>{dateTime(new Date(lead.created_at))}</Text>
          </Stack>
          <Group gap={6}>
            <Badge
              color={STATE_COLORS[lead.notify_status]}
              variant="light"
              data-delivery={lead.notify_status}
            >
              {state}
            </Badge>
            {handled && (
              <Badge color="pine" variant="outline">
                {t`Handled`}
              </Badge>
            )}
          </Group>
        </Group>
        {lead.attention && (
          <Text fz="sm" fw={600} c="red.8">
            {i18n._(ATTENTION_LABELS[lead.attention])}
            {lead.notify_error && `: ${lead.notify_error}`}
          </Text>
        )}
        <Group gap="md">
          <Anchor href={`mailto:${lead.email}`} fz="sm" py={10}>
            {lead.email}
          </Anchor>
          <Anchor href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`} fz="sm" py={10}>
            {lead.phone}
          </Anchor>
          {isRoomWish(lead.preferred_rooms) && (
            <Text fz="sm">{i18n._(PREFERRED_ROOM_LABELS[lead.preferred_rooms])}</Text>
          )}
        </Group>
        {lead.message && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {lead.message}
          </Text>
        )}
        <details>
          <summary className={classes.meta}>
            {t`Delivery history: ${state}, ${lead.notify_attempts} attempt(s)`}
          </summary>
          <ul className={classes.history}>
            {lead.events.map((event, index) => (
              <li key={index}>
                {dateTime(new Date(event.at))}:{' '}
                {EVENT_LABELS[event.kind] ? i18n._(EVENT_LABELS[event.kind]!) : event.kind}
                {event.detail && ` (${event.detail})`}
              </li>
            ))}
            {lead.events.length === 0 && <li>{t`No delivery attempt yet.`}</li>}
          </ul>
        </details>
        {!readOnly && (
          <>
            <Checkbox
              label={t`Handled`}
              checked={handled}
              disabled={busy}
              size="md"
              py={8}
              onChange={(event) => {
                const next = event.currentTarget.checked;
                void run(
                  () => updateLead(lead.id, next, note),
                  next ? t`Marked as handled` : t`Marked as open`,
                );
              }}
            />
            <Textarea
              label={t`Note for the team`}
              value={note}
              maxLength={2000}
              autosize
              minRows={1}
              onChange={(event) => setNote(event.currentTarget.value)}
              size="md"
            />
            <Group gap="sm">
              <Button
                variant="default"
                h={44}
                disabled={busy || note === lead.staff_note}
                onClick={() => void run(() => updateLead(lead.id, handled, note), t`Note saved`)}
              >
                {t`Save note`}
              </Button>
              {(lead.notify_status === 'failed' || lead.notify_status === 'sent') && (
                <Button
                  color="pine"
                  h={44}
                  disabled={busy}
                  onClick={() =>
                    void run(() => requeueLead(lead.id, 'resend'), t`Queued to be e-mailed again`)
                  }
                >
                  {t`Resend to sales`}
                </Button>
              )}
              {lead.notify_status === 'spam' && (
                <Button
                  color="pine"
                  h={44}
                  disabled={busy}
                  onClick={() =>
                    void run(() => requeueLead(lead.id, 'not-spam'), t`Queued to be e-mailed to sales`)
                  }
                >
                  {t`Not spam`}
                </Button>
              )}
              <Button
                variant="subtle"
                color="red"
                h={44}
                disabled={busy}
                onClick={() => setConfirmErase(true)}
              >
                {t`Erase data`}
              </Button>
            </Group>
          </>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={confirmErase}
        onClose={() => setConfirmErase(false)}
        title={t`Erase this person's data?`}
        centered
      >
        <Stack gap="md">
          <Text>
            {t`Every enquiry from ${lead.email} and the alerts that list them are deleted for good (Art. 17 GDPR). Copies in the sales mailbox have to be deleted there.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={48} onClick={() => setConfirmErase(false)}>
              {t`Cancel`}
            </Button>
            <Button
              color="red"
              h={48}
              onClick={() => {
                setConfirmErase(false);
                void run(() => eraseLeadsOf(lead.email), t`Data erased`);
              }}
            >
              {t`Erase for good`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </li>
  );
}
