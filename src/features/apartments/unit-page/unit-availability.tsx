import { useLingui } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';

import type { Unit } from '@/content/units';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';

import { UnitStatusBadge } from '../components/unit-status-badge';
import { useUnitStatuses } from '../hooks/use-unit-statuses';
import { statusOf } from '../model/unit-status';

/**
 * The unit's sales status and when it was known: live from the backend (as of now), or the statuses last
 * received on this device (as of then). Until the answer is there, no status is claimed.
 */
export function UnitAvailability({ unit }: { unit: Unit }) {
  const { t } = useLingui();
  const { dateTime } = useDateFormatters();
  const state = useUnitStatuses();
  const status = statusOf(unit, state.statuses);
  return (
    <Group
      gap="xs"
      align="center"
      data-availability={state.phase}
      aria-live="polite"
      aria-busy={state.phase === 'loading'}
    >
      <Text fw={600} fz="sm" c="charcoal.7" component="span">
        {t`Availability:`}
      </Text>
      {state.phase === 'loading' ? (
        <>
          <Loader size="xs" color="pine" aria-hidden="true" />
          <Text fz="sm" c="charcoal.7" component="span" data-as-of="">
            {t`Checking the current status…`}
          </Text>
        </>
      ) : (
        <>
          <UnitStatusBadge status={status} />
          <Text fz="sm" c="charcoal.7" component="span" data-as-of="">
            {state.phase === 'live' && t`as of ${dateTime(state.asOf)}`}
            {state.phase === 'cached' &&
              t`as of ${dateTime(state.asOf)}, last saved on this device (offline)`}
            {state.phase === 'failed' && t`could not be checked just now; please ask us`}
          </Text>
        </>
      )}
    </Group>
  );
}
