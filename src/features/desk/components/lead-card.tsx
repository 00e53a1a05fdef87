import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { showToast } from '@/components/toast/toast';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { preferredRoomLabel } from '@/lib/preferred-rooms';
import { useUnsentInput } from '@/lib/unsent-input';

import { changeLead, eraseLeadsOf, requeueLead, type LeadChange, type StaffMember } from '../api/desk-api';
import { DeskCallError } from '../api/desk-call';
import {
  ATTENTION_LABELS,
  DELIVERY_STATE_LABELS,
  DESK_ERROR_TEXTS,
  FOLLOW_UP_DUE_LABELS,
  LEAD_SOURCE_LABELS,
  STAGE_LABELS,
} from '../model/desk-texts';
import { followUpDue, type DeskLead, type LogEntry } from '../model/lead';
import { ConflictAlert } from './conflict-alert';
import classes from './desk.module.css';
import { LeadLog, useDayText } from './lead-log';
import { FollowUpFields, OwnerAndStage } from './lead-pipeline-fields';
import { LeadUnits } from './lead-units';
import { LogEntryForm } from './log-entry-form';
import { ReplyComposer } from './reply-composer';

const STATE_COLORS = {
  pending: 'gray',
  sent: 'green',
  failed: 'red',
  spam: 'orange',
  none: 'grape',
} as const;

/**
 * One enquiry: contact, wish, message, where it stands (stage, owner, next step), its log (newest first:
 * calls, e-mails, viewings, notes, changes, deliveries, each with who and when), and what staff can do with
 * it. Every change is sent with the version this card shows: when a colleague changed the lead meanwhile,
 * nothing is saved, the card shows the lead as it is now and says who changed it and when; typed text stays.
 */
export function LeadCard({
  lead,
  staff,
  today,
  readOnly,
  arrived = false,
  agentName,
  onChanged,
  onLeadUpdated,
}: {
  lead: DeskLead;
  staff: readonly StaffMember[];
  /** The signed-in agent's name, as replies are signed. */
  agentName: string;
  /** The Berlin day, 'YYYY-MM-DD': what is due. */
  today: string;
  readOnly: boolean;
  /** Came in while the list was open and not yet marked seen. */
  arrived?: boolean;
  /** Something beyond this lead may have moved (resend, erase): load the list again. */
  onChanged: () => void;
  onLeadUpdated: (lead: DeskLead) => void;
}) {
  const { t, i18n } = useLingui();
  const { dateTime } = useDateFormatters();
  const dayText = useDayText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<DeskLead | null>(null);
  const [confirmErase, setConfirmErase] = useState(false);
  const [correcting, setCorrecting] = useState<LogEntry | null>(null);
  const [replying, setReplying] = useState(false);
  // The erasure question open: a new version waits.
  useUnsentInput(confirmErase);

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

  /** A versioned change: true when saved; refused with the current lead (the card then shows that). */
  const save = async (change: LeadChange, done: string): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    setConflict(null);
    try {
      const answer = await changeLead(lead, change);
      onLeadUpdated(answer.lead);
      if (answer.reason === 'unit_unavailable') {
        setProblem(
          t`This flat is no longer available, so it was not reserved. The units list shows who holds it.`,
        );
        return false;
      }
      if (!answer.ok) {
        setConflict(answer.lead);
        return false;
      }
      void showToast({ title: done, variant: 'success' });
      return true;
    } catch (error) {
      setProblem(i18n._(DESK_ERROR_TEXTS[error instanceof DeskCallError ? error.kind : 'other']));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const conflictWho = conflict?.changed_by ?? null;
  const conflictAt = conflict?.changed_at ? dateTime(new Date(conflict.changed_at)) : null;
  const handled = lead.handled_at !== null;
  const state = i18n._(DELIVERY_STATE_LABELS[lead.notify_status]);
  const roomWish = preferredRoomLabel(lead.preferred_rooms);
  const due = followUpDue(lead, today);

  return (
    <li
      className={classes.row}
      data-lead={lead.email ?? undefined}
      data-lead-id={lead.id}
      data-attention={lead.attention ?? (due === 'overdue' ? 'overdue' : undefined)}
      data-stage={lead.stage}
      data-arrived={arrived || undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={700}>{lead.name}</Text>
            <Text className={classes.meta}>{dateTime(new Date(lead.created_at))}</Text>
          </Stack>
          <Group gap={6}>
            {arrived && (
              <Badge color="gold" variant="filled" data-arrived-badge="">
                {t`Just in`}
              </Badge>
            )}
            {lead.source !== 'web' && (
              <Badge color="gold" variant="light" data-source={lead.source}>
                {i18n._(LEAD_SOURCE_LABELS[lead.source])}
              </Badge>
            )}
            <Badge color="pine" variant="outline" data-stage-badge="">
              {i18n._(STAGE_LABELS[lead.stage])}
            </Badge>
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
          {lead.email && (
            <Anchor href={`mailto:${lead.email}`} fz="sm" py={10}>
              {lead.email}
            </Anchor>
          )}
          {lead.phone && (
            <Anchor href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`} fz="sm" py={10}>
              {lead.phone}
            </Anchor>
          )}
          {roomWish && <Text fz="sm">{i18n._(roomWish)}</Text>}
        </Group>
        {lead.message && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {lead.message}
          </Text>
        )}
        <Stack gap={2} data-next-step="">
          {lead.follow_up_on && lead.follow_up_task ? (
            <Group gap={6} wrap="wrap">
              <Text fz="sm" fw={600}>
                {t`Next step on ${dayText(lead.follow_up_on)}: ${lead.follow_up_task}`}
              </Text>
              {due && (
                <Badge color={due === 'overdue' ? 'red' : 'orange'} variant="filled" data-due={due}>
                  {i18n._(FOLLOW_UP_DUE_LABELS[due])}
                </Badge>
              )}
            </Group>
          ) : (
            <Text fz="sm" className={classes.meta}>
              {t`No next step planned.`}
            </Text>
          )}
          <Text fz="sm" className={classes.meta} data-assigned="">
            {lead.assigned_name ? t`Owner: ${lead.assigned_name}` : t`No owner yet`}
            {lead.stage === 'lost' && lead.lost_reason && ` · ${t`Lost: ${lead.lost_reason}`}`}
          </Text>
        </Stack>
        <LeadUnits lead={lead} busy={busy} readOnly={readOnly} save={save} />
        <details data-lead-history="">
          <summary className={classes.summary}>
            {lead.notify_status === 'none'
              ? // A lead added by hand was never delivered to the team's inbox: no attempts to count.
                t`History: ${state}, ${lead.events.length} entries`
              : t`History: ${state}, ${lead.notify_attempts} delivery attempt(s), ${lead.events.length} entries`}
          </summary>
          <LeadLog entries={lead.events} onCorrect={readOnly ? undefined : setCorrecting} />
        </details>
        {conflict && (
          <ConflictAlert>
            {conflictWho && conflictAt
              ? t`${conflictWho} changed this enquiry at ${conflictAt}. Nothing was saved. The enquiry now shows their change; check it, then save again if yours still applies.`
              : t`Someone changed this enquiry meanwhile. Nothing was saved. The enquiry now shows their change; check it, then save again if yours still applies.`}
          </ConflictAlert>
        )}
        {!readOnly && (
          <>
            <OwnerAndStage lead={lead} staff={staff} busy={busy} save={save} />
            <FollowUpFields
              key={`${lead.follow_up_on ?? ''}|${lead.follow_up_task ?? ''}`}
              lead={lead}
              busy={busy}
              save={save}
            />
            <LogEntryForm
              key={correcting?.id ?? 'new'}
              busy={busy}
              correcting={correcting}
              onCancelCorrection={() => setCorrecting(null)}
              save={save}
            />
            <Group gap="md" align="center">
              {lead.notify_status !== 'spam' && (
                <Button color="pine" h={44} disabled={busy} onClick={() => setReplying(true)}>
                  {t`Reply by e-mail`}
                </Button>
              )}
              <Checkbox
                label={t`Handled`}
                checked={handled}
                disabled={busy}
                size="md"
                py={8}
                onChange={(event) => {
                  const next = event.currentTarget.checked;
                  void save(
                    { kind: 'handled', handled: next },
                    next ? t`Marked as handled` : t`Marked as open`,
                  );
                }}
              />
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
              {lead.email && (
                <Button
                  variant="subtle"
                  color="red"
                  h={44}
                  disabled={busy}
                  onClick={() => setConfirmErase(true)}
                >
                  {t`Erase data`}
                </Button>
              )}
            </Group>
          </>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
      {replying && (
        <ReplyComposer
          lead={lead}
          agentName={agentName}
          onClose={() => setReplying(false)}
          onSent={onLeadUpdated}
        />
      )}
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
                if (lead.email) void run(() => eraseLeadsOf(lead.email ?? ''), t`Data erased`);
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
