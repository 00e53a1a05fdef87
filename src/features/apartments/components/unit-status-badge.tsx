import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

import { statusTone, type StatusTone, type UnitStatus } from '../model/unit-status';
import classes from './unit-status-badge.module.css';

export const TONE_LABELS = {
  available: msg`Available`,
  reserved: msg`Reserved`,
  sold: msg`Sold`,
  hold: msg`On hold`,
} as const;

export const NOT_CONFIRMED_LABEL = msg`Not confirmed`;

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

/**
 * A unit's status as the site may state it: live or last known as the badge above, and "Not confirmed"
 * when nothing is known or the flat was last known Available; nothing while the statuses load.
 */
export function UnitStatusBadgeOf({ status }: { status: UnitStatus }) {
  const { i18n } = useLingui();
  if (status.kind === 'live' || status.kind === 'last-known')
    return <UnitStatusBadge status={status.status} />;
  return (
    <span className={classes.badge} data-tone="unknown" data-status={status.kind}>
      {status.kind === 'loading' ? '…' : i18n._(NOT_CONFIRMED_LABEL)}
    </span>
  );
}
