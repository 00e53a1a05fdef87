import { useLingui } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';

import type { Unit } from '@/content/units';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';

import { UnitStatusBadgeOf } from '../components/unit-status-badge';
import { type StatusKnowledge, unitStatusOf } from '../model/unit-status';

/**
 * The unit's sales status and when it was known: live from the backend (as of now), the last status
 * kept on this device (as of then), or "not confirmed" when the flat was last known Available or
 * nothing is known. Until the answer is there, no status is claimed.
 */
export function UnitAvailability({ unit, knowledge }: { unit: Unit; knowledge: StatusKnowledge }) {
  const { t } = useLingui();
  const { dateTime } = useDateFormatters();
  const status = unitStatusOf(unit, knowledge);
  return (
    <Group
      gap="xs"
      align="center"
      data-availability={knowledge.phase}
      aria-live="polite"
      aria-busy={status.kind === 'loading'}
    >
      <Text fw={600} fz="sm" c="charcoal.7" component="span">
        {t`Availability:`}
      </Text>
      {status.kind === 'loading' ? (
        <>
          <Loader size="xs" color="pine" aria-hidden="true" />
          <Text fz="sm" c="charcoal.7" component="span" data-as-of="">
            {t`Checking the current status…`}
          </Text>
        </>
      ) : (
        <>
          <UnitStatusBadgeOf status={status} />
          <Text fz="sm" c="charcoal.7" component="span" data-as-of="">
            {status.kind === 'live' && t`as of ${dateTime(status.asOf)}`}
            {status.kind === 'last-known' && t`as of ${dateTime(status.asOf)}, last saved on this device`}
            {status.kind === 'not-confirmed' &&
              (status.lastChecked
                ? t`the current status cannot be checked right now (last checked ${dateTime(status.lastChecked)}); please ask us`
                : t`cannot be checked right now; please ask us`)}
          </Text>
        </>
      )}
    </Group>
  );
}
