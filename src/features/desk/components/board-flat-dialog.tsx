import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { useFormatters } from '@/lib/i18n/use-formatters';

import type { BoardFlat } from '../model/sales-board';
import { useDaysText } from './board-tile';
import classes from './desk.module.css';
import type { StatusBadge } from './units-panel';

/** A flat of the board in full, with its two actions: change the status, read the history. */
export function BoardFlatDialog({
  flat,
  now,
  StatusBadge,
  onClose,
  onChange,
  onHistory,
}: {
  flat: BoardFlat;
  now: Date;
  StatusBadge: StatusBadge;
  onClose: () => void;
  onChange: () => void;
  onHistory: () => void;
}) {
  const { t } = useLingui();
  const { date } = useDateFormatters();
  const { euro, area } = useFormatters();
  const days = useDaysText()(flat, now);
  const { unit, status, since, holdUntil, lastChange, party } = flat;
  const { weNr, rooms, building } = unit;
  const size = area(unit.livingArea);
  const by = lastChange?.by;
  const sinceDay = since && date(since);
  return (
    <Modal opened onClose={onClose} title={t`Unit ${weNr}`} centered>
      <Stack gap="sm" data-board-flat={weNr}>
        <Group gap="xs">
          <StatusBadge status={status === 'not-confirmed' ? null : status} />
          <Text fw={700}>{euro(unit.price)}</Text>
        </Group>
        <Text className={classes.meta}>{t`${rooms} rooms · ${size} · building ${building}`}</Text>
        <Text>
          {sinceDay && days
            ? t`In this status since ${sinceDay} (${days})`
            : t`Since when it has this status is not recorded in its history.`}
        </Text>
        {holdUntil && <Text>{t`on hold until ${date(holdUntil)}`}</Text>}
        {party && (
          <Text fw={600} data-board-party="">
            {status === 'Sold' ? t`Buyer: ${party}` : t`For: ${party}`}
          </Text>
        )}
        {lastChange && (
          <Text className={classes.note} data-board-last-change="">
            {by && t`Last change by ${by}`}
            {by && lastChange.note && ' – '}
            {lastChange.note}
          </Text>
        )}
        <Group gap="sm" mt="xs">
          <Button color="pine" h={44} onClick={onChange}>
            {t`Change status`}
          </Button>
          <Button variant="default" h={44} onClick={onHistory}>
            {t`History`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
