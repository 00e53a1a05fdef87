import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { useUnsentInput } from '@/lib/unsent-input';

import {
  FOLLOW_UP_TASK_MAX,
  LEAD_STAGES,
  LOST_REASON_MAX,
  type LeadStage,
} from '../../../../supabase/functions/_shared/lead-pipeline';
import type { LeadChange, StaffMember } from '../api/desk-api';
import { STAGE_LABELS } from '../model/desk-texts';
import type { DeskLead } from '../model/lead';

const isStage = (value: string): value is LeadStage => (LEAD_STAGES as readonly string[]).includes(value);

type Save = (change: LeadChange, done: string) => Promise<boolean>;

/** The owner and the stage; "lost" asks for its reason before it is saved. */
export function OwnerAndStage({
  lead,
  staff,
  busy,
  save,
}: {
  lead: DeskLead;
  staff: readonly StaffMember[];
  busy: boolean;
  save: Save;
}) {
  const { t, i18n } = useLingui();
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState('');
  useUnsentInput(losing);

  const markLost = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return;
    if (await save({ kind: 'stage', stage: 'lost', lostReason: reason }, t`Marked as lost`)) {
      setLosing(false);
      setReason('');
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t`Stage`}
          value={losing ? 'lost' : lead.stage}
          disabled={busy}
          onChange={(event) => {
            const stage = event.currentTarget.value;
            if (!isStage(stage)) return;
            setLosing(stage === 'lost');
            if (stage !== 'lost') void save({ kind: 'stage', stage, lostReason: null }, t`Stage saved`);
          }}
          data={LEAD_STAGES.map((value) => ({ value, label: i18n._(STAGE_LABELS[value]) }))}
          size="md"
        />
        <NativeSelect
          label={t`Owner`}
          value={lead.assigned_to ?? ''}
          disabled={busy}
          onChange={(event) => {
            const userId = event.currentTarget.value || null;
            void save({ kind: 'assign', userId }, t`Owner saved`);
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
      {losing && (
        <form onSubmit={(event) => void markLost(event)} noValidate>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t`Why was the lead lost?`}
              required
              value={reason}
              maxLength={LOST_REASON_MAX}
              onChange={(event) => setReason(event.currentTarget.value)}
              size="md"
            />
            <Button type="submit" color="red" h={44} disabled={busy || reason.trim() === ''}>
              {t`Mark as lost`}
            </Button>
            <Button variant="default" h={44} onClick={() => setLosing(false)}>
              {t`Cancel`}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

/** The next step: a day and a short task, saved together; cleared once done. */
export function FollowUpFields({ lead, busy, save }: { lead: DeskLead; busy: boolean; save: Save }) {
  const { t } = useLingui();
  const [day, setDay] = useState(lead.follow_up_on ?? '');
  const [task, setTask] = useState(lead.follow_up_task ?? '');
  const unchanged = day === (lead.follow_up_on ?? '') && task.trim() === (lead.follow_up_task ?? '');
  const complete = day !== '' && task.trim() !== '';
  useUnsentInput(!unchanged);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || unchanged) return;
    await save({ kind: 'follow-up', followUp: { on: day, task: task.trim() } }, t`Follow-up saved`);
  };
  const clear = async () => {
    if (await save({ kind: 'follow-up', followUp: null }, t`Follow-up cleared`)) {
      setDay('');
      setTask('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-follow-up-form="">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t`Follow-up on`}
          value={day}
          disabled={busy}
          onChange={(event) => setDay(event.currentTarget.value)}
          size="md"
        />
        <TextInput
          label={t`Task`}
          placeholder={t`e.g. call back about the exposé`}
          value={task}
          maxLength={FOLLOW_UP_TASK_MAX}
          disabled={busy}
          onChange={(event) => setTask(event.currentTarget.value)}
          size="md"
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" color="pine" h={44} disabled={busy || !complete || unchanged}>
          {t`Save follow-up`}
        </Button>
        {lead.follow_up_on && (
          <Button variant="default" h={44} disabled={busy} onClick={() => void clear()}>
            {t`Done, clear`}
          </Button>
        )}
      </Group>
    </form>
  );
}
