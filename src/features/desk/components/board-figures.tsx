import { useLingui } from '@lingui/react/macro';

import { useFormatters } from '@/lib/i18n/use-formatters';

import { BOARD_STATUS_LABELS } from '../model/desk-texts';
import { BOARD_STATUSES, type BoardFigures as Figures } from '../model/sales-board';
import classes from './sales-board.module.css';

/** The figures on top of the board: how many flats have each status, and what the sold ones sold for. */
export function BoardFigures({ figures }: { figures: Figures }) {
  const { t, i18n } = useLingui();
  const { number, euro } = useFormatters();
  return (
    <dl className={classes.figures}>
      {BOARD_STATUSES.map((status) => (
        <div key={status} className={classes.figure} data-board-count={status}>
          <dt>{i18n._(BOARD_STATUS_LABELS[status])}</dt>
          <dd>{number(figures.counts[status])}</dd>
        </div>
      ))}
      <div className={`${classes.figure} ${classes.sum}`} data-board-sold-sum={figures.soldSum}>
        <dt>{t`Sold, total price`}</dt>
        <dd>{euro(figures.soldSum)}</dd>
      </div>
    </dl>
  );
}
