import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

import { statusTone, type StatusTone } from '../model/unit-status';
import classes from './unit-status-badge.module.css';

export const TONE_LABELS = {
  available: msg`Available`,
  reserved: msg`Reserved`,
  sold: msg`Sold`,
  hold: msg`On hold`,
} as const;

/** The sales status as a coloured badge; a value other than the four known ones is shown as it is. */
export function UnitStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const tone: StatusTone = statusTone(status);
  const label = tone === 'neutral' ? status : i18n._(TONE_LABELS[tone]);
  return (
    <span className={classes.badge} data-tone={tone} data-status={status}>
      {label}
    </span>
  );
}
