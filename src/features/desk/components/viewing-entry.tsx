import { useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';

import { berlinInstant } from '@/lib/i18n/berlin-day';
import { useLocale } from '@/lib/i18n/use-locale';

import { berlinShortMoment } from '../model/berlin-time';
import { viewingEntryDay, type ViewingEvent } from '../model/viewing';
import { VIEWING_EVENT_LABELS } from '../model/viewing-texts';
import { useViewingsDayRoot } from './viewings-day-link';

/** A viewing in the lead's history: what happened at which Berlin time, and a link to that day's viewings. */
export function ViewingEntry({ event, detail }: { event: ViewingEvent; detail: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const dayRoot = useViewingsDayRoot();
  const day = viewingEntryDay(detail);
  const label = VIEWING_EVENT_LABELS[event];
  // The server writes the Berlin wall time ('2026-12-03 14:00'); shown in the reader's language.
  const when = day ? berlinShortMoment(berlinInstant(day, detail.slice(11)), locale) : detail;
  return (
    <>
      <Text fz="sm" fw={600} data-viewing-event={event}>
        {i18n._(label.id, { when }, { message: label.message })}
      </Text>
      {day && (
        <Anchor renderRoot={dayRoot(day)} fz="sm" c="pine.7" py={10} display="inline-block">
          {t`Show the viewings of that day`}
        </Anchor>
      )}
    </>
  );
}
