import { useLingui } from '@lingui/react';

import { NOT_CONFIRMED_LABEL, TONE_LABELS } from '../components/unit-status-badge';
import { statusTone, type UnitStatus } from '../model/unit-status';
import classes from './picker.module.css';

/** A status as words: the badge's label, or the backend's own value when it is none of the four. */
export function useStatusLabel(): (status: string) => string {
  const { i18n } = useLingui();
  return (status) => {
    const tone = statusTone(status);
    return tone === 'neutral' ? status : i18n._(TONE_LABELS[tone]);
  };
}

/** A unit's status as words: the label of its status, "Not confirmed", or '…' while loading. */
export function useUnitStatusLabel(): (status: UnitStatus) => string {
  const { i18n } = useLingui();
  const statusLabel = useStatusLabel();
  return (status) =>
    status.kind === 'loading'
      ? '…'
      : status.kind === 'not-confirmed'
        ? i18n._(NOT_CONFIRMED_LABEL)
        : statusLabel(status.status);
}

/**
 * The legend: each status's fill and pattern with its name (the plan never says it by colour alone),
 * and the fill of a status not confirmed while the statuses are not live.
 */
export function StatusLegend({ label, notConfirmed }: { label: string; notConfirmed: boolean }) {
  const { i18n } = useLingui();
  const statusLabel = useStatusLabel();
  return (
    <ul className={classes.legend} aria-label={label}>
      {(['Available', 'Vormerkung', 'Reserved', 'Sold'] as const).map((status) => (
        <li key={status}>
          <span className={classes.swatch} data-tone={statusTone(status)} aria-hidden="true" />
          {statusLabel(status)}
        </li>
      ))}
      {notConfirmed && (
        <li>
          <span className={classes.swatch} data-tone="unknown" aria-hidden="true" />
          {i18n._(NOT_CONFIRMED_LABEL)}
        </li>
      )}
    </ul>
  );
}
