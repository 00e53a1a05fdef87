import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

import type { ViewingMarks } from '../api/use-viewing-marks';
import {
  markable,
  shownStatus,
  telHref,
  type ViewingBooking,
  type ViewingMarkRecord,
} from '../model/viewing';
import { BOOKING_STATUS_LABELS } from '../model/viewing-texts';
import { ConflictAlert } from './conflict-alert';
import classes from './desk.module.css';

const STATUS_COLORS = { booked: 'gray', attended: 'pine', no_show: 'orange', cancelled: 'red' } as const;

/** One party of the day: name, flats, phone and e-mail to tap, and the check-in (kept on the device until sent). */
export function ViewingVisit({
  booking,
  slotId,
  mark,
  marks,
  onGone,
}: {
  booking: ViewingBooking;
  slotId: string;
  mark: ViewingMarkRecord | undefined;
  marks: ViewingMarks;
  /** The party left the day (a cancelled booking's conflict dropped): the day takes the focus. */
  onGone: () => void;
}) {
  const { t, i18n } = useLingui();
  const status = shownStatus(booking, mark);
  const waiting = mark?.state === 'waiting';
  const flats = booking.we_nrs.join(', ');
  const name = booking.name;
  const serverStatus = i18n._(BOOKING_STATUS_LABELS[booking.status]);
  const wanted = mark ? i18n._(BOOKING_STATUS_LABELS[mark.status]) : '';
  // After a conflict's choice its buttons are gone: the focus moves on to the visit's check-in.
  const checkIn = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || mark?.state === 'conflict') return;
    refocus.current = false;
    checkIn.current?.querySelector('button')?.focus();
  });
  const choose = (choice: () => Promise<void>) => {
    refocus.current = true;
    void choice();
  };
  const keep = () =>
    markable(booking) ? choose(() => marks.drop(booking.id)) : void marks.drop(booking.id).then(onGone);
  return (
    <li
      className={classes.visit}
      data-booking={booking.id}
      data-status={status}
      data-pending={waiting || undefined}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{name}</Text>
          <Badge color={STATUS_COLORS[status]} variant="light" data-booking-status="">
            {i18n._(BOOKING_STATUS_LABELS[status])}
          </Badge>
          {waiting && (
            <Badge color="blue" variant="outline" data-mark-pending="">
              {t`Not yet sent`}
            </Badge>
          )}
        </Group>
        {flats && <Text fz="sm">{t`Flats: ${flats}`}</Text>}
        <Group gap="md" wrap="wrap">
          <Anchor
            href={telHref(booking.phone)}
            c="pine.7"
            py={10}
            aria-label={t`Call ${name}: ${booking.phone}`}
          >
            {booking.phone}
          </Anchor>
          <Anchor href={`mailto:${booking.email}`} c="pine.7" py={10} className={classes.breakAll}>
            {booking.email}
          </Anchor>
        </Group>
        {mark?.state === 'conflict' && (
          <ConflictAlert>
            <Text fz="sm">
              {markable(booking)
                ? t`This booking was changed meanwhile; it is now: ${serverStatus}. Your mark “${wanted}” was not saved.`
                : t`This booking was cancelled meanwhile, so your mark “${wanted}” was not saved.`}
            </Text>
            <Group gap="sm" mt="xs" role="group" aria-label={t`Which one is right for ${name}?`}>
              {markable(booking) && (
                <Button
                  h={44}
                  color="pine"
                  onClick={() => choose(() => marks.mark(booking, slotId, mark.status))}
                >
                  {t`Save “${wanted}”`}
                </Button>
              )}
              <Button h={44} variant="default" onClick={keep}>
                {t`Keep “${serverStatus}”`}
              </Button>
            </Group>
          </ConflictAlert>
        )}
        {mark?.state !== 'conflict' && (
          <Group gap="sm" role="group" aria-label={t`Check-in of ${name}`} ref={checkIn}>
            {status === 'booked' ? (
              <>
                <Button h={44} color="pine" onClick={() => void marks.mark(booking, slotId, 'attended')}>
                  {t`Checked in`}
                </Button>
                <Button h={44} variant="default" onClick={() => void marks.mark(booking, slotId, 'no_show')}>
                  {t`Did not come`}
                </Button>
              </>
            ) : (
              <Button h={44} variant="default" onClick={() => void marks.mark(booking, slotId, 'booked')}>
                {t`Undo`}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </li>
  );
}
