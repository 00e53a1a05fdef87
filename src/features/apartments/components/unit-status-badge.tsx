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

/**
 * The sales status as a coloured badge; a value other than the four known ones is shown as it is, and no
 * value (null) as "Not confirmed".
 */
export function UnitStatusBadge({ status }: { status: string | null }) {
  const { i18n } = useLingui();
  if (status === null) return <UncertainBadge kind="not-confirmed" label={i18n._(NOT_CONFIRMED_LABEL)} />;
  const tone: StatusTone = statusTone(status);
  const label = tone === 'neutral' ? status : i18n._(TONE_LABELS[tone]);
  return (
    <span className={classes.badge} data-tone={tone} data-status={status}>
      {label}
    </span>
  );
}

/** No status of a colour: nothing known yet (loading) or not confirmed. */
function UncertainBadge({ kind, label }: { kind: 'loading' | 'not-confirmed'; label: string }) {
  return (
    <span className={classes.badge} data-tone="unknown" data-status={kind}>
      {label}
    </span>
  );
}

/**
 * A unit's status as the site may state it: live or last known as the badge above, and "Not confirmed"
 * when nothing is known or the flat was last known Available; nothing while the statuses load.
 */
export function UnitStatusBadgeOf({ status }: { status: UnitStatus }) {
  if (status.kind === 'live' || status.kind === 'last-known')
    return <UnitStatusBadge status={status.status} />;
  if (status.kind === 'not-confirmed') return <UnitStatusBadge status={null} />;
  return <UncertainBadge kind="loading" label="…" />;
}
