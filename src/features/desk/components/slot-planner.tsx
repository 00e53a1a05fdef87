import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { loadStaff } from '../api/desk-api';
import { useDeskLoad } from '../api/use-desk-load';
import { loadViewingSlots } from '../api/viewing-api';
import { berlinDay } from '../model/berlin-time';
import { placesBooked, placesLeft, withSlot, type ViewingSlot } from '../model/viewing';
import { MEETING_POINT_LABELS } from '../model/viewing-texts';
import { DeskLoadFailed } from './desk-load-failed';
import classes from './desk.module.css';
import { SlotChangeDialog, type SlotChange } from './slot-change-dialog';
import { SlotPublishForm } from './slot-publish-form';
import { useSlotTime } from './use-slot-time';

const PLANNED_DAYS = 90;

/** The slots from now on (cancelled ones too, marked), as the planner lists them. */
const loadUpcoming = () => {
  const now = new Date();
  return loadViewingSlots(now, new Date(now.getTime() + PLANNED_DAYS * 86_400_000));
};

/** The slot planner: publish a viewing, and the coming ones with their places, to move or cancel. */
export function SlotPlanner({ userId }: { userId: string }) {
  const { t } = useLingui();
  const slots = useDeskLoad(loadUpcoming);
  const staff = useDeskLoad(loadStaff);
  const [changing, setChanging] = useState<{ slot: ViewingSlot; change: SlotChange } | null>(null);
  const list = slots.load.phase === 'ready' ? slots.load.data : [];

  const put = (slot: ViewingSlot) => {
    const known = list.some((other) => other.id === slot.id);
    const next = known ? withSlot(list, slot) : [...list, slot];
    slots.update(next.sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at)));
  };

  return (
    <Stack gap="xl">
      {staff.load.phase === 'loading' ? (
        <Loader color="pine" aria-label={t`Loading`} />
      ) : (
        <SlotPublishForm
          today={berlinDay(new Date())}
          userId={userId}
          staff={staff.load.phase === 'ready' ? staff.load.data : []}
          onPublished={put}
        />
      )}
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t`Coming viewings`}
        </Title>
        {slots.load.phase === 'loading' && <Loader color="pine" aria-label={t`Loading`} />}
        {slots.load.phase === 'failed' && <DeskLoadFailed error={slots.load.error} onRetry={slots.refresh} />}
        {slots.load.phase === 'ready' && list.length === 0 && (
          <Text className={classes.meta}>{t`No viewings planned yet.`}</Text>
        )}
        {list.length > 0 && (
          <ul className={classes.slotList} aria-label={t`Coming viewings`}>
            {list.map((slot) => (
              <SlotRow key={slot.id} slot={slot} onChange={(change) => setChanging({ slot, change })} />
            ))}
          </ul>
        )}
      </Stack>
      {changing && (
        <SlotChangeDialog
          slot={changing.slot}
          change={changing.change}
          onClose={() => setChanging(null)}
          onChanged={put}
        />
      )}
    </Stack>
  );
}

function SlotRow({ slot, onChange }: { slot: ViewingSlot; onChange: (change: SlotChange) => void }) {
  const { t, i18n } = useLingui();
  const slotTime = useSlotTime();
  const booked = placesBooked(slot);
  const left = placesLeft(slot);
  const capacity = slot.capacity;
  const cancelled = slot.cancelled_at !== null;
  const place = i18n._(MEETING_POINT_LABELS[slot.meeting_point]);
  const weNr = slot.we_nr ?? '';
  return (
    <li className={classes.slot} data-slot={slot.id} data-cancelled={cancelled || undefined}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{slotTime(slot)}</Text>
          {cancelled && (
            <Badge color="red" variant="light">
              {t({ message: 'Cancelled', context: 'viewing slot' })}
            </Badge>
          )}
        </Group>
        <Text fz="sm">
          {slot.we_nr ? t`Flat ${weNr}` : t`The whole project`} · {place}
          {slot.agent_name && ` · ${slot.agent_name}`}
        </Text>
        <Text fz="sm" data-places="">
          {slot.kind === 'single'
            ? booked > 0
              ? t`Single appointment, booked`
              : t`Single appointment, free`
            : t`${booked} of ${capacity} places booked, ${left} left`}
        </Text>
        {!cancelled && (
          <Group gap="sm" mt={4}>
            <Button variant="default" h={44} onClick={() => onChange('move')}>
              {t`Move…`}
            </Button>
            <Button variant="default" color="red" h={44} onClick={() => onChange('cancel')}>
              {t`Cancel viewing…`}
            </Button>
          </Group>
        )}
      </Stack>
    </li>
  );
}
