import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';

import { useLocale } from '@/lib/i18n/use-locale';

import { meetingPointText, slotKindText } from '../model/slot-words';
import { nearestSlots, slotWhen, type OpenSlot } from '../model/viewing-slot';

/**
 * The server refused a booking for its time (filled meanwhile, or no longer offered): the nearest free times,
 * each booked with one tap with the details already given.
 */
export function NearestSlots({
  slots,
  refusedStart,
  busy,
  onBook,
}: {
  slots: readonly OpenSlot[] | null;
  refusedStart: string | null;
  busy: boolean;
  onBook: (slot: OpenSlot) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const offered = slots ? nearestSlots(slots, refusedStart ?? new Date().toISOString(), 3) : [];
  return (
    <Alert color="red" role="alert" title={t`This viewing time is no longer free`} data-slot-refused="">
      <Stack gap="sm">
        <Text>
          {t`Someone else took the last place, or the time was cancelled. Nothing was booked for you. Choose one of the nearest free times; your details are kept.`}
        </Text>
        {slots === null && <Text>{t`Loading the free times...`}</Text>}
        {slots !== null && offered.length === 0 && (
          <Text>{t`There is no other free time at the moment. Please contact us.`}</Text>
        )}
        {offered.map((slot) => (
          <Button
            key={slot.id}
            variant="outline"
            color="pine"
            size="lg"
            h="auto"
            py="xs"
            disabled={busy}
            onClick={() => onBook(slot)}
            data-rebook={slot.id}
            styles={{
              label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35, overflow: 'visible' },
            }}
          >
            {t`Book ${slotWhen(slot, locale)} · ${slotKindText(slot.kind, i18n)} · ${meetingPointText(slot.meeting_point, i18n)}`}
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}
