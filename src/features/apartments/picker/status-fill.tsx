import { useLingui } from '@lingui/react';

import { TONE_LABELS } from '../components/unit-status-badge';
import { statusTone } from '../model/unit-status';
import classes from './picker.module.css';

/** A status as words: the badge's label, or the backend's own value when it is none of the four. */
export function useStatusLabel(): (status: string) => string {
  const { i18n } = useLingui();
  return (status) => {
    const tone = statusTone(status);
    return tone === 'neutral' ? status : i18n._(TONE_LABELS[tone]);
  };
}

/** The legend: each status's fill and pattern with its name (the plan never says it by colour alone). */
export function StatusLegend({ label }: { label: string }) {
  const statusLabel = useStatusLabel();
  return (
    <ul className={classes.legend} aria-label={label}>
      {(['Available', 'Vormerkung', 'Reserved', 'Sold'] as const).map((status) => (
        <li key={status}>
          <span className={classes.swatch} data-tone={statusTone(status)} aria-hidden="true" />
          {statusLabel(status)}
        </li>
      ))}
    </ul>
  );
}
