import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

import { byCount } from '@/lib/i18n/by-count';
import { useFormatters } from '@/lib/i18n/use-formatters';

import type { UnitDemand } from '../model/alert-records';

/** How many confirmed addresses watch a unit, and how many saved searches it matches (shown when any). */
export function UnitDemandBadges({ demand }: { demand: UnitDemand }) {
  const { t } = useLingui();
  const { number } = useFormatters();
  const watchers = number(demand.watchers);
  const searches = number(demand.searches);
  return (
    <>
      <Badge
        variant="light"
        color={demand.watchers > 0 ? 'gold' : 'gray'}
        tt="none"
        fz="sm"
        h="auto"
        py={2}
        data-alert-watchers={demand.watchers}
      >
        {demand.watchers === 0
          ? t`Not watched`
          : byCount(demand.watchers, {
              one: t`Watched by ${watchers} person`,
              other: t`Watched by ${watchers} people`,
            })}
      </Badge>
      {demand.searches > 0 && (
        <Badge
          variant="light"
          color="pine"
          tt="none"
          fz="sm"
          h="auto"
          py={2}
          data-alert-searches={demand.searches}
        >
          {byCount(demand.searches, {
            one: t`Matches ${searches} saved search`,
            other: t`Matches ${searches} saved searches`,
          })}
        </Badge>
      )}
    </>
  );
}
