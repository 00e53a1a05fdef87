import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { showToast } from '@/components/toast/toast';
import { UNITS } from '@/content/units';
import { shiftDay } from '@/lib/i18n/berlin-day';

import type { StaffMember } from '../api/desk-api';
import { DeskCallError } from '../api/desk-call';
import { publishViewingSlot } from '../api/viewing-api';
import { DESK_ERROR_TEXTS } from '../model/desk-texts';
import {
  MEETING_POINTS,
  OPEN_CAPACITY,
  parseSlotForm,
  problemField,
  SLOT_KINDS,
  type MeetingPoint,
  type SlotFormInput,
  type SlotKind,
  type ViewingSlot,
} from '../model/viewing';
import { MEETING_POINT_LABELS, SLOT_FORM_PROBLEM_TEXTS, SLOT_KIND_LABELS } from '../model/viewing-texts';
import { SlotTimesFields } from './slot-times-fields';

const blankForm = (today: string, agentId: string): SlotFormInput => ({
  day: shiftDay(today, 1),
  start: '14:00',
  end: '16:00',
  kind: 'open',
  capacity: '10',
  weNr: '',
  meetingPoint: 'sales_container',
  agentId,
});

/** Publishes a slot: a single appointment or an open viewing, for the project or one flat, with meeting point and agent. */
export function SlotPublishForm({
  today,
  userId,
  staff,
  onPublished,
}: {
  /** The Berlin day today; the form proposes tomorrow. */
  today: string;
  userId: string;
  staff: readonly StaffMember[];
  onPublished: (slot: ViewingSlot) => void;
}) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<SlotFormInput>(() => blankForm(today, userId));
  const [shownProblem, setShownProblem] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = parseSlotForm(form, new Date());
  const problem = shownProblem && !parsed.ok ? parsed.problem : null;
  const errorOf = (field: keyof SlotFormInput) =>
    problem && problemField(problem) === field ? i18n._(SLOT_FORM_PROBLEM_TEXTS[problem]) : undefined;
  const set = (change: Partial<SlotFormInput>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShownProblem(true);
    if (!parsed.ok || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const slot = await publishViewingSlot(parsed.draft);
      onPublished(slot);
      void showToast({
        title: t`Viewing published`,
        message: t`Buyers can book it now.`,
        variant: 'success',
      });
      // The next slot is often the same kind at the same place: only the times start again.
      setForm((current) => ({ ...current, start: current.end, end: '' }));
      setShownProblem(false);
    } catch (error) {
      setFailure(i18n._(DESK_ERROR_TEXTS[error instanceof DeskCallError ? error.kind : 'other']));
    } finally {
      setBusy(false);
    }
  };

  const timesProblem = problem && problemField(problem) !== 'capacity' ? problem : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="viewing-publish-title">
      <Stack gap="md">
        <Title order={3} fz="lg" id="viewing-publish-title">
          {t`Publish a viewing`}
        </Title>
        <Radio.Group label={t`Kind`} value={form.kind} onChange={(value) => set({ kind: value as SlotKind })}>
          <Stack gap={4} mt={4}>
            {SLOT_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={i18n._(SLOT_KIND_LABELS[kind])} size="md" py={10} />
            ))}
          </Stack>
        </Radio.Group>
        <SlotTimesFields
          value={form}
          onChange={(times) => set(times)}
          error={
            timesProblem
              ? {
                  field: problemField(timesProblem) as 'day' | 'start' | 'end',
                  text: i18n._(SLOT_FORM_PROBLEM_TEXTS[timesProblem]),
                }
              : null
          }
        />
        <Group gap="sm" align="flex-start" wrap="wrap">
          {form.kind === 'open' && (
            <TextInput
              type="number"
              inputMode="numeric"
              label={t`Parties (2–100)`}
              min={OPEN_CAPACITY.min}
              max={OPEN_CAPACITY.max}
              value={form.capacity}
              onChange={(event) => set({ capacity: event.currentTarget.value })}
              error={errorOf('capacity')}
              required
              size="md"
              w={160}
            />
          )}
          <NativeSelect
            label={t`For`}
            value={form.weNr}
            onChange={(event) => set({ weNr: event.currentTarget.value })}
            data={[
              { value: '', label: t`The whole project` },
              ...UNITS.map((unit) => ({ value: unit.weNr, label: t`Flat ${unit.weNr}` })),
            ]}
            size="md"
          />
          <NativeSelect
            label={t`Meeting point`}
            value={form.meetingPoint}
            onChange={(event) => set({ meetingPoint: event.currentTarget.value as MeetingPoint })}
            data={MEETING_POINTS.map((value) => ({ value, label: i18n._(MEETING_POINT_LABELS[value]) }))}
            size="md"
          />
          <NativeSelect
            label={t`Agent on site`}
            value={form.agentId}
            onChange={(event) => set({ agentId: event.currentTarget.value })}
            data={[
              { value: '', label: t`Nobody named` },
              ...staff.map((member) => ({ value: member.user_id, label: member.name })),
            ]}
            size="md"
          />
        </Group>
        {failure && (
          <Text role="alert" c="red.8" fz="sm">
            {failure}
          </Text>
        )}
        <Group>
          <Button type="submit" color="pine" h={44} loading={busy}>
            {t`Publish viewing`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
