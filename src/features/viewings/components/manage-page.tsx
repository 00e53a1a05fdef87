import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

import { useLocale } from '@/lib/i18n/use-locale';

import {
  cancelBooking,
  fetchOpenSlots,
  getBooking,
  moveBooking,
  type BookingView,
  type LinkAnswer,
} from '../api/viewing-api';
import type { BookingParts } from '../model/booking-parts';
import { meetingPointText, slotKindText } from '../model/slot-words';
import type { ManageSearch } from '../model/viewing-search';
import { slotWhen, type OpenSlot } from '../model/viewing-slot';
import { SlotPicker } from './slot-picker';

type Step = 'view' | 'move' | 'cancel';
/** What the last action could not do (the booking stays as shown). */
type Problem = 'failed' | 'slot_taken' | null;

const whenOf = (booking: BookingView) => ({ starts_at: booking.startsAt, ends_at: booking.endsAt });

/**
 * A booking's personal link (`?id=…&token=…` from its mails): the viewing, and moving it to another free time
 * or cancelling it (after a confirmation). A wrong or old link, a time taken meanwhile and a failed connection
 * are each told; nothing changes unless the server says so.
 */
export function ManagePage({ link }: { link: ManageSearch | null | undefined; parts: BookingParts }) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const [step, setStep] = useState<Step>('view');
  const [problem, setProblem] = useState<Problem>(null);
  const [working, setWorking] = useState(false);
  // Each refused move reads the free times again (a new chooser).
  const [refusals, setRefusals] = useState(0);

  const load = (current: ManageSearch) => void getBooking(current).then(setAnswer);
  useEffect(() => {
    if (link) void getBooking(link).then(setAnswer);
  }, [link]);

  async function act(run: () => Promise<LinkAnswer>) {
    setWorking(true);
    setProblem(null);
    const next = await run();
    setWorking(false);
    if (next.status === 'failed') return setProblem('failed');
    if (next.status === 'slot_full' || next.status === 'slot_gone') {
      setRefusals((count) => count + 1);
      return setProblem('slot_taken');
    }
    setAnswer(next);
    setStep('view');
  }

  return (
    <Container size="sm" py="xl" data-viewing-manage="">
      <Stack gap="lg">
        <Title order={1}>{t`Your viewing`}</Title>
        {link === undefined || (link && answer === null) ? (
          <Text>{t`Loading your booking...`}</Text>
        ) : link === null || answer?.status === 'invalid' ? (
          <Alert color="red" role="alert" title={t`This link is not valid`} data-manage-state="invalid">
            {t`Please open the link from your confirmation e-mail once more, completely. If it still does not work, contact us.`}
          </Alert>
        ) : answer?.status === 'ended' ? (
          <Alert color="charcoal" role="status" title={t`This link has expired`} data-manage-state="ended">
            {t`The viewing is over or was cancelled, so it can no longer be changed. To see the flats again, book a new viewing.`}
          </Alert>
        ) : answer?.status === 'failed' ? (
          <Alert color="red" role="alert" title={t`We could not reach our server`} data-manage-state="failed">
            <Stack gap="sm" align="flex-start">
              <Text>{t`Your booking is unchanged. Please check your connection and try again.`}</Text>
              <Button onClick={() => load(link)}>{t`Load again`}</Button>
            </Stack>
          </Alert>
        ) : (
          answer && (
            <BookingDetails
              booking={answer.booking}
              justMoved={answer.status === 'moved'}
              step={step}
              problem={problem}
              refusals={refusals}
              working={working}
              onStep={(next) => {
                setProblem(null);
                setStep(next);
              }}
              onMove={(slot) => void act(() => moveBooking(link, slot.id))}
              onCancel={() => void act(() => cancelBooking(link))}
            />
          )
        )}
      </Stack>
    </Container>
  );
}

function BookingDetails({
  booking,
  justMoved,
  step,
  problem,
  refusals,
  working,
  onStep,
  onMove,
  onCancel,
}: {
  booking: BookingView;
  justMoved: boolean;
  step: Step;
  problem: Problem;
  refusals: number;
  working: boolean;
  onStep: (step: Step) => void;
  onMove: (slot: OpenSlot) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const cancelled = booking.status === 'cancelled';
  const flats = booking.weNrs.join(', ');
  return (
    <Stack gap="md" data-manage-state={cancelled ? 'cancelled' : 'booked'}>
      {cancelled && (
        <Alert color="charcoal" role="status" title={t`Your viewing is cancelled`}>
          {t`We have sent you a confirmation. You are welcome to book a new viewing at any time.`}
        </Alert>
      )}
      {justMoved && (
        <Alert color="pine" role="status" title={t`Your viewing has been moved`}>
          {t`We have sent you the updated calendar invitation.`}
        </Alert>
      )}
      <Stack gap={4} data-manage-booking="">
        <Text fw={600} fz="lg">
          {slotWhen(whenOf(booking), locale)}
        </Text>
        <Text>
          {slotKindText(booking.kind, i18n)} · {meetingPointText(booking.meetingPoint, i18n)}
        </Text>
        {flats && <Text>{t`Flats: ${flats}`}</Text>}
        <Text>{t`Booked for ${booking.name}`}</Text>
      </Stack>
      {problem === 'failed' && (
        <Alert color="red" role="alert" data-manage-problem="failed">
          {t`We could not reach our server. Your booking is unchanged; please try again.`}
        </Alert>
      )}
      {!cancelled && step === 'view' && (
        <Group gap="sm">
          <Button color="pine" onClick={() => onStep('move')}>{t`Choose another time`}</Button>
          <Button
            variant="outline"
            color="red"
            onClick={() => onStep('cancel')}
          >{t`Cancel the viewing`}</Button>
        </Group>
      )}
      {!cancelled && step === 'cancel' && (
        <Alert color="red" title={t`Cancel this viewing?`} data-manage-confirm="">
          <Stack gap="sm">
            <Text>{t`Your place is given to someone else. You can book a new time later.`}</Text>
            <Group gap="sm">
              <Button color="red" disabled={working} onClick={onCancel}>{t`Yes, cancel it`}</Button>
              <Button
                variant="default"
                disabled={working}
                onClick={() => onStep('view')}
              >{t`Keep it`}</Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {!cancelled && step === 'move' && (
        <MoveChooser
          key={refusals}
          booking={booking}
          taken={problem === 'slot_taken'}
          working={working}
          onMove={onMove}
          onBack={() => onStep('view')}
        />
      )}
    </Stack>
  );
}

function MoveChooser({
  booking,
  taken,
  working,
  onMove,
  onBack,
}: {
  booking: BookingView;
  taken: boolean;
  working: boolean;
  onMove: (slot: OpenSlot) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [slots, setSlots] = useState<OpenSlot[] | null | 'failed'>(null);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<OpenSlot | null>(null);
  // A time taken meanwhile: the list is read again, without it.
  useEffect(() => {
    let active = true;
    void fetchOpenSlots(booking.weNrs[0] ?? null).then(
      (found) => active && setSlots(found ? found.filter((slot) => slot.id !== booking.slotId) : 'failed'),
    );
    return () => {
      active = false;
    };
  }, [booking]);
  return (
    <Stack gap="md" data-manage-move="">
      {taken && (
        <Alert color="red" role="alert" data-manage-problem="slot_taken">
          {t`That time has just been taken or is no longer offered. Your booking is unchanged; please choose another time.`}
        </Alert>
      )}
      {slots === null && <Text>{t`Loading the free times...`}</Text>}
      {slots === 'failed' && (
        <Alert color="red" role="alert">
          {t`The free times could not be loaded. Please check your connection and try again.`}
        </Alert>
      )}
      {Array.isArray(slots) && slots.length === 0 && (
        <Text>{t`There is no other free time at the moment.`}</Text>
      )}
      {Array.isArray(slots) && slots.length > 0 && (
        <SlotPicker slots={slots} day={day} slotId={chosen?.id ?? null} onDay={setDay} onSlot={setChosen} />
      )}
      <Group gap="sm">
        <Button color="pine" disabled={!chosen || working} onClick={() => chosen && onMove(chosen)}>
          {t`Move to this time`}
        </Button>
        <Button variant="default" onClick={onBack}>{t`Back`}</Button>
      </Group>
    </Stack>
  );
}
