import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useId, useMemo } from 'react';

import { berlinDay } from '@/lib/i18n/berlin-day';
import { useLocale } from '@/lib/i18n/use-locale';

import { meetingPointText, placesLeftText, slotKindText } from '../model/slot-words';
import { dayLabel, slotsByDay, timeRange, type OpenSlot } from '../model/viewing-slot';
import { ChoiceGroup } from './choice-group';

/**
 * The free times: a row of day chips, then that day's times as large buttons with kind, meeting point and
 * places left, all in Berlin time. `slotId` is the chosen one (its day is shown); `day` the chip chosen.
 */
export function SlotPicker({
  slots,
  day,
  slotId,
  onDay,
  onSlot,
}: {
  slots: readonly OpenSlot[];
  day: string | null;
  slotId: string | null;
  onDay: (day: string) => void;
  onSlot: (slot: OpenSlot) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const days = useMemo(() => slotsByDay(slots), [slots]);
  const chosen = slots.find((slot) => slot.id === slotId);
  const shownDay = day ?? (chosen ? berlinDay(new Date(chosen.starts_at)) : days[0]?.day) ?? null;
  const times = days.find((entry) => entry.day === shownDay)?.slots ?? [];
  return (
    <Stack gap="md">
      <ChoiceGroup
        name={`${id}-day`}
        legend={t`Day`}
        testId="day"
        value={shownDay}
        onChange={onDay}
        choices={days.map((entry) => ({ value: entry.day, main: dayLabel(entry.day, locale) }))}
      />
      <ChoiceGroup
        name={`${id}-time`}
        legend={t`Time (Berlin time)`}
        testId="time"
        wide
        value={slotId}
        onChange={(value) => {
          const slot = times.find((entry) => entry.id === value);
          if (slot) onSlot(slot);
        }}
        choices={times.map((slot) => ({
          value: slot.id,
          main: `${timeRange(slot, locale)} · ${slotKindText(slot.kind, i18n)}`,
          detail: [meetingPointText(slot.meeting_point, i18n), placesLeftText(slot, i18n)]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
    </Stack>
  );
}
