import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';

import { byCount } from '@/lib/i18n/by-count';
import { useFormatters } from '@/lib/i18n/use-formatters';

import { daysInStatus, type BoardFlat } from '../model/sales-board';
import classes from './sales-board.module.css';
import type { StatusBadge } from './units-panel';
import { useShortDate } from './use-short-date';

/** How long a flat has had its status, as a tile says it briefly. */
export function useDaysText(): (flat: BoardFlat, now: Date) => string | null {
  const { t } = useLingui();
  return ({ since }, now) => {
    if (!since) return null;
    const days = daysInStatus(since, now);
    return days === 0 ? t`since today` : byCount(days, { one: t`1 day`, other: t`${days} days` });
  };
}

/** One flat on the board; a tap opens what can be done with it. */
export function BoardTile({
  flat,
  now,
  StatusBadge,
  onOpen,
}: {
  flat: BoardFlat;
  now: Date;
  StatusBadge: StatusBadge;
  onOpen: () => void;
}) {
  const { t } = useLingui();
  const { euro } = useFormatters();
  const shortDate = useShortDate();
  const days = useDaysText()(flat, now);
  const holdEnd = flat.holdUntil && shortDate(flat.holdUntil);
  const { unit, status, lastChange, party } = flat;
  return (
    <button
      type="button"
      className={`${classes.tile} mantine-focus-auto`}
      onClick={onOpen}
      aria-haspopup="dialog"
      data-board-unit={unit.weNr}
      data-status={status}
    >
      <span className={classes.tileHead}>
        <span className={classes.code}>{unit.weNr}</span>
        <StatusBadge status={status === 'not-confirmed' ? null : status} />
      </span>
      <span className={classes.price}>{euro(unit.price)}</span>
      <span className={classes.line} data-board-days="">
        {days ?? (
          <>
            <span aria-hidden="true">–</span>
            <VisuallyHidden>{t`time in status not recorded`}</VisuallyHidden>
          </>
        )}
      </span>
      {holdEnd && (
        <span className={classes.line} data-board-hold-until="">
          {t`until ${holdEnd}`}
        </span>
      )}
      {party && (
        <span className={`${classes.line} ${classes.party}`} data-board-party="">
          {party}
        </span>
      )}
      {lastChange && (
        <span className={`${classes.line} ${classes.who}`} data-board-who="">
          {[lastChange.by, lastChange.note].filter(Boolean).join(': ')}
        </span>
      )}
    </button>
  );
}
