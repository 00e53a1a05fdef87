import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';

import type { SlotTimesInput } from '../model/viewing';

/**
 * A slot's day, start and end (Berlin time) as the phone's own date and time inputs: no calendar grid to
 * hit with a finger, each labelled, typed or picked by keyboard.
 */
export function SlotTimesFields({
  value,
  onChange,
  error,
}: {
  value: SlotTimesInput;
  onChange: (value: SlotTimesInput) => void;
  /** The problem, shown under the field it concerns. */
  error: { field: keyof SlotTimesInput; text: string } | null;
}) {
  const { t } = useLingui();
  const errorOf = (field: keyof SlotTimesInput) => (error?.field === field ? error.text : undefined);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t`Day`}
        value={value.day}
        onChange={(event) => onChange({ ...value, day: event.currentTarget.value })}
        error={errorOf('day')}
        required
        size="md"
      />
      <TextInput
        type="time"
        label={t`From (Berlin time)`}
        value={value.start}
        onChange={(event) => onChange({ ...value, start: event.currentTarget.value })}
        error={errorOf('start')}
        required
        size="md"
        step={300}
      />
      <TextInput
        type="time"
        label={t`Until (Berlin time)`}
        value={value.end}
        onChange={(event) => onChange({ ...value, end: event.currentTarget.value })}
        error={errorOf('end')}
        required
        size="md"
        step={300}
      />
    </Group>
  );
}
