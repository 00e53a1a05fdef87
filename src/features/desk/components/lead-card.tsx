import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';

import { showToast } from '@/components/toast/toast';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { preferredRoomLabel } from '@/lib/preferred-rooms';
import { useUnsentInput } from '@/lib/unsent-input';

import {
  changeLead,
  eraseLeadsOf,
  requeueLead,
  type LeadChangeAnswer,
  type StaffMember,
} from '../api/desk-api';
import { DeskCallError } from '../api/desk-call';
import { ATTENTION_LABELS, DELIVERY_STATE_LABELS, DESK_ERROR_TEXTS, EVENT_LABELS } from '../model/desk-texts';
import type { DeskLead } from '../model/lead';
import { ConflictAlert } from './conflict-alert';
import classes from './desk.module.css';

const STATE_COLORS = { pending: 'gray', sent: 'green', failed: 'red', spam: 'orange' } as const;

export const LEAD_NOTE_MAX = 2000;

/**
 * One enquiry: contact, wish, message, its whole history (deliveries, desk actions, notes, with who), and
 * what staff can do with it. Handled, a note and the assignment are sent with the version this card shows:
 * when a colleague changed the lead meanwhile, nothing is saved, the card shows the lead as it is now and
 * says who changed it and when; a typed note stays, to be saved again.
 */
export function LeadCard({
  lead,
  staff,
  readOnly,
  onChanged,
  onLeadUpdated,
}: {
  lead: DeskLead;
  staff: readonly StaffMember[];
  readOnly: boolean;
  /** Something beyond this lead may have moved (resend, erase): load the list again. */
  onChanged: () => void;
  onLeadUpdated: (lead: DeskLead) => void;
}) {
  const { t, i18n } = useLingui();
  const { dateTime } = useDateFormatters();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<DeskLead | null>(null);
  const [confirmErase, setConfirmErase] = useState(false);
  // A typed note not yet saved, or the erasure question open: a new version waits.
  useUnsentInput(note.trim() !== '' || confirmErase);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblem(null);
    setConflict(null);
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

  /** A versioned change: saved, or refused with the current lead (the card then shows that). */
  const change = async (send: () => Promise<LeadChangeAnswer>, done: string, onSaved?: () => void) => {
    setBusy(true);
    setProblem(null);
    setConflict(null);
    try {
      const answer = await send();
      onLeadUpdated(answer.lead);
      if (!answer.ok) {
        setConflict(answer.lead);
        return;
      }
      onSaved?.();
      void showToast({ title: done, variant: 'success' });
    } catch (error) {
      setProblem(i18n._(DESK_ERROR_TEXTS[error instanceof DeskCallError ? error.kind : 'other']));
    } finally {
      setBusy(false);
    }
  };
  const conflictWho = conflict?.changed_by ?? null;
  const conflictAt = conflict?.changed_at ? dateTime(new Date(conflict.changed_at)) : null;
  const handled = lead.handled_at !== null;
  const state = i18n._(DELIVERY_STATE_LABELS[lead.notify_status]);
  const roomWish = preferredRoomLabel(lead.preferred_rooms);

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
          {roomWish && <Text fz="sm">{i18n._(roomWish)}</Text>}
        </Group>
        {lead.message && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {lead.message}
          </Text>
        )}
        <details data-lead-history="">
          <summary className={classes.meta}>
            {t`History: ${state}, ${lead.notify_attempts} delivery attempt(s), ${lead.events.length} entries`}
          </summary>
          <ul className={classes.history}>
            {lead.events.map((event, index) => (
              <li key={index} data-event={event.kind}>
                {dateTime(new Date(event.at))}
                {event.by && ` · ${event.by}`}:{' '}
                {EVENT_LABELS[event.kind] ? i18n._(EVENT_LABELS[event.kind]!) : event.kind}
                {event.detail &&
                  (event.kind === 'note' ? (
                    <span className={classes.note}>{event.detail}</span>
                  ) : (
                    ` (${event.detail})`
                  ))}
              </li>
            ))}
            {lead.events.length === 0 && <li>{t`Nothing yet.`}</li>}
          </ul>
        </details>
        {lead.assigned_name && (
          <Text fz="sm" data-assigned="">
            {t`Assigned to ${lead.assigned_name}`}
          </Text>
        )}
        {conflict && (
          <ConflictAlert>
            {conflictWho && conflictAt
              ? t`${conflictWho} changed this enquiry at ${conflictAt}. Nothing was saved. The enquiry now shows their change; check it, then save again if yours still applies.`
              : t`Someone changed this enquiry meanwhile. Nothing was saved. The enquiry now shows their change; check it, then save again if yours still applies.`}
          </ConflictAlert>
        )}
        {!readOnly && (
          <>
            <Group gap="md" align="flex-end">
              <Checkbox
                label={t`Handled`}
                checked={handled}
                disabled={busy}
                size="md"
                py={8}
                onChange={(event) => {
                  const next = event.currentTarget.checked;
                  void change(
                    () => changeLead(lead, { kind: 'handled', handled: next }),
                    next ? t`Marked as handled` : t`Marked as open`,
                  );
                }}
              />
              <NativeSelect
                label={t`Assigned to`}
                value={lead.assigned_to ?? ''}
                disabled={busy}
                onChange={(event) => {
                  const userId = event.currentTarget.value || null;
                  void change(() => changeLead(lead, { kind: 'assign', userId }), t`Assignment saved`);
                }}
                data={[
                  { value: '', label: t`Nobody` },
                  ...staff.map((member) => ({ value: member.user_id, label: member.name })),
                  ...(lead.assigned_to && !staff.some((member) => member.user_id === lead.assigned_to)
                    ? [{ value: lead.assigned_to, label: lead.assigned_name ?? '' }]
                    : []),
                ]}
                size="md"
              />
            </Group>
            <Textarea
              label={t`New note for the team`}
              description={t`Notes are kept in the history with your name and the time; they cannot be changed.`}
              value={note}
              maxLength={LEAD_NOTE_MAX}
              autosize
              minRows={1}
              onChange={(event) => setNote(event.currentTarget.value)}
              size="md"
            />
            <Group gap="sm">
              <Button
                variant="default"
                h={44}
                disabled={busy || note.trim() === ''}
                onClick={() =>
                  void change(
                    () => changeLead(lead, { kind: 'note', note }),
                    t`Note saved`,
                    () => setNote(''),
                  )
                }
              >
                {t`Add note`}
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
