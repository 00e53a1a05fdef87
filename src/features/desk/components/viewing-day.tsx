import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';

import { shiftDay } from '@/lib/i18n/berlin-day';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { useRetryWhileUnreachable } from '../api/use-retry-while-unreachable';
import { useViewingDay } from '../api/use-viewing-day';
import { useViewingMarks, type ViewingMarks } from '../api/use-viewing-marks';
import { conflictsElsewhere, dayVisits, type ViewingSlot } from '../model/viewing';
import { BOOKING_STATUS_LABELS, MEETING_POINT_LABELS } from '../model/viewing-texts';
import { DeskLoadFailed } from './desk-load-failed';
import classes from './desk.module.css';
import { useDayText } from './lead-log';
import { useSlotTime } from './use-slot-time';
import { ViewingVisit } from './viewing-visit';
import { useViewingsDayRoot } from './viewings-day-link';

/**
 * The agent's day on site: who comes when, for which flats, where to meet; check-in and "did not come" per
 * party, which work offline (queued on the device, sent on reconnect, compare-and-set on the booking). The day
 * last loaded stays readable without a connection.
 */
export function ViewingDay({ day }: { day: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const dayRoot = useViewingsDayRoot();
  const dayText = useDayText();
  const { dateTime } = useDateFormatters();
  const { load, refresh, update } = useViewingDay(day);
  const onFresh = useCallback((slot: ViewingSlot) => update(slot), [update]);
  const marks = useViewingMarks(onFresh);
  const { flush } = marks;
  // The marks first, then the day: the day then comes back with them as the server stored them.
  const sync = useCallback(async () => {
    const marksUnsent = await flush();
    const dayUnreachable = await refresh();
    return marksUnsent || dayUnreachable;
  }, [flush, refresh]);
  useRetryWhileUnreachable(sync);
  // While the server is asked, the day as the device kept it (if it is this day).
  const known =
    load.phase === 'loading' ? load.stored?.slots : load.phase === 'failed' ? undefined : load.slots;
  const slots = known ? dayVisits(known, new Set(marks.marks.keys())) : [];
  const shown = dayText(day);
  const pending = [...marks.marks.values()].filter((mark) => mark.state === 'waiting').length;
  const shownBookings = slots.flatMap((slot) => slot.bookings);
  const conflicts = shownBookings.filter(
    (booking) => marks.marks.get(booking.id)?.state === 'conflict',
  ).length;
  // A viewing moved to another day takes its conflict there: this day points to it.
  const elsewhere = known
    ? conflictsElsewhere(marks.marks.values(), new Set(shownBookings.map((booking) => booking.id)))
    : [];
  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusDay = useCallback(() => heading.current?.focus(), []);

  const goTo = (next: string) =>
    void navigate({
      to: '/{-$locale}/desk',
      params: localeParam(locale),
      search: { view: 'viewings', day: next },
    });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Button renderRoot={dayRoot(shiftDay(day, -1))} variant="default" h={44}>
          {t`Previous day`}
        </Button>
        <TextInput
          type="date"
          label={t`Day`}
          value={day}
          onChange={(event) => event.currentTarget.value && goTo(event.currentTarget.value)}
          size="md"
        />
        <Button renderRoot={dayRoot(shiftDay(day, 1))} variant="default" h={44}>
          {t`Next day`}
        </Button>
        <Button renderRoot={dayRoot()} variant="subtle" color="pine" h={44}>
          {t`Today`}
        </Button>
      </Group>
      <Title order={3} fz="lg" data-viewing-day={day} tabIndex={-1} ref={heading}>
        {t`Viewings on ${shown}`}
      </Title>
      {load.phase === 'stored' && (
        <Alert color="yellow" role="status" data-viewing-day-stored="">
          {t`No connection to the server. This is the day as loaded at ${dateTime(load.savedAt)}. Check-ins are kept on this device and sent when the connection is back.`}
        </Alert>
      )}
      {pending > 0 && (
        <Alert color="blue" role="status" data-marks-pending={pending}>
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{t`Check-ins not yet sent (${pending}); they go out when the connection is back.`}</Text>
            <Button variant="default" h={44} onClick={() => void sync()}>
              {t`Send now`}
            </Button>
          </Group>
        </Alert>
      )}
      {conflicts > 0 && (
        // A note, not a second alert: each booking's own notice is announced already.
        <Alert color="yellow" role="note" data-marks-conflict={conflicts}>
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{t`Check-ins not saved because the booking was changed meanwhile (${conflicts}): please choose at each one.`}</Text>
            <Button
              variant="default"
              h={44}
              onClick={() => list.current?.querySelector<HTMLElement>('[data-conflict] button')?.focus()}
            >
              {t`Go to the first`}
            </Button>
          </Group>
        </Alert>
      )}
      {elsewhere.map(({ day: otherDay, count }) => {
        const otherDayText = otherDay && dayText(otherDay);
        return (
          <Alert
            color="yellow"
            role="note"
            key={otherDay ?? ''}
            data-marks-conflict-elsewhere={otherDay ?? ''}
          >
            <Group justify="space-between" gap="sm">
              <Text fz="sm">
                {otherDayText
                  ? t`Check-ins on ${otherDayText} not saved because the booking was changed meanwhile (${count}).`
                  : t`Check-ins on another day not saved because the booking was changed meanwhile (${count}).`}
              </Text>
              {otherDay && (
                <Button renderRoot={dayRoot(otherDay)} variant="default" h={44}>
                  {t`Open ${otherDayText}`}
                </Button>
              )}
            </Group>
          </Alert>
        );
      })}
      {load.phase === 'loading' && <Loader color="pine" aria-label={t`Loading`} />}
      {load.phase === 'failed' && <DeskLoadFailed error={load.error} onRetry={() => void sync()} />}
      {(load.phase === 'ready' || load.phase === 'stored') && slots.length === 0 && (
        <Text className={classes.meta}>{t`No viewings on this day.`}</Text>
      )}
      {slots.length > 0 && (
        <ol className={classes.slotList} aria-label={t`Viewings on ${shown}`} ref={list}>
          {slots.map((slot) => (
            <DaySlot key={slot.id} slot={slot} marks={marks} onVisitGone={focusDay} />
          ))}
        </ol>
      )}
    </Stack>
  );
}

function DaySlot({
  slot,
  marks,
  onVisitGone,
}: {
  slot: ViewingSlot;
  marks: ViewingMarks;
  onVisitGone: () => void;
}) {
  const { t, i18n } = useLingui();
  const slotTime = useSlotTime();
  const place = i18n._(MEETING_POINT_LABELS[slot.meeting_point]);
  const weNr = slot.we_nr ?? '';
  return (
    <li className={classes.slot} data-day-slot={slot.id}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{slotTime(slot)}</Text>
          <Badge color="gold" variant="light">
            {t`Meet at: ${place}`}
          </Badge>
          {slot.cancelled_at && (
            <Badge color="red" variant="light">
              {i18n._(BOOKING_STATUS_LABELS.cancelled)}
            </Badge>
          )}
        </Group>
        <Text fz="sm" className={classes.meta}>
          {slot.we_nr ? t`Flat ${weNr}` : t`The whole project`}
          {slot.agent_name && ` · ${slot.agent_name}`}
        </Text>
        {slot.bookings.length === 0 ? (
          <Text fz="sm">{t`Nobody has booked yet.`}</Text>
        ) : (
          <ul className={classes.slotList}>
            {slot.bookings.map((booking) => (
              <ViewingVisit
                key={booking.id}
                booking={booking}
                slotId={slot.id}
                mark={marks.marks.get(booking.id)}
                marks={marks}
                onGone={onVisitGone}
              />
            ))}
          </ul>
        )}
      </Stack>
    </li>
  );
}
