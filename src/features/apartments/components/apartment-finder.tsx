import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';

import { IconCloudOff } from '@/components/icons';
import { UNITS, type Unit } from '@/content/units';
import { byCount } from '@/lib/i18n/by-count';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { useFormatters } from '@/lib/i18n/use-formatters';

import { useExposeRequest } from '../hooks/use-expose-request';
import { useProgressiveList } from '../hooks/use-progressive-list';
import { useUnitStatuses } from '../hooks/use-unit-statuses';
import {
  countAvailable,
  filterCounts,
  findUnits,
  filterUnits,
  type FinderSearch,
} from '../model/unit-finder';
import { statusOf } from '../model/unit-status';
import classes from './apartment-finder.module.css';
import { FinderFilters } from './finder-filters';
import { UnitCard } from './unit-card';

const UnitLightbox = lazy(() =>
  import('./unit-lightbox').then((module) => ({ default: module.UnitLightbox })),
);

interface UnitListItemProps {
  unit: Unit;
  status: string;
  onOpenPlans: (unit: Unit) => void;
  onRequestExpose: (unit: Unit) => void;
  cardAction?: (unit: Unit) => ReactNode;
}

/**
 * One card of the list, memoised: a progressive step renders its new cards only, not every card
 * shown so far again (the 14 steps to 56 cards rendered 420 cards, the last steps 52 at a time).
 */
const UnitListItem = memo(function UnitListItem({ cardAction, ...card }: UnitListItemProps) {
  return (
    <li className={classes.item}>
      <UnitCard {...card} action={cardAction?.(card.unit)} />
    </li>
  );
});

export interface ApartmentFinderProps {
  search: FinderSearch;
  onSearchChange: (patch: Partial<FinderSearch>) => void;
  /** Rendered on each card beside its status (the route composes the favourites heart). */
  cardAction?: (unit: Unit) => ReactNode;
  /** Beside the match count, e.g. the link to the favourites. */
  toolbar?: ReactNode;
}

/**
 * The apartments tab: filters and sort from the URL, the Available count, every matching unit whatever
 * its status, the unit lightbox and the exposé request (spec §2 Apartments tab, §4, §8).
 */
export function ApartmentFinder({ search, onSearchChange, cardAction, toolbar }: ApartmentFinderProps) {
  const { t } = useLingui();
  const { dateTime } = useDateFormatters();
  const { number } = useFormatters();
  const requestExpose = useExposeRequest();
  const statusState = useUnitStatuses();
  const { statuses } = statusState;
  const [lightbox, setLightbox] = useState<{ unit: Unit; opened: boolean } | null>(null);

  const openPlans = useCallback((chosen: Unit) => setLightbox({ unit: chosen, opened: true }), []);

  const units = useMemo(() => findUnits(UNITS, search), [search]);
  const { visible, complete } = useProgressiveList(units, (unit) => unit.weNr);
  const available = countAvailable(filterUnits(UNITS, search), statuses);
  const matching = units.length;
  const availableCount = number(available);
  const matchingCount = number(matching);
  const counts = filterCounts(UNITS, statuses, search);
  const loading = statusState.phase === 'loading';
  const reset = () => onSearchChange({ building: undefined, rooms: undefined });

  return (
    <Stack gap="lg" data-status-phase={statusState.phase}>
      <Title order={2} c="pine.6" aria-live="polite" aria-busy={loading}>
        {loading ? (
          <>
            {t`Apartments`} <Loader size="sm" color="pine" aria-label={t`Loading availability`} />
          </>
        ) : (
          <span data-available={available}>
            {byCount(available, {
              one: t`${availableCount} apartment available`,
              other: t`${availableCount} apartments available`,
            })}
          </span>
        )}
      </Title>
      {statusState.phase === 'cached' && (
        <Alert color="gold" icon={<IconCloudOff aria-hidden="true" />} title={t`You are offline`}>
          {t`Availability as of ${dateTime(statusState.asOf)}.`}
        </Alert>
      )}
      <FinderFilters search={search} counts={counts} onChange={onSearchChange} onReset={reset} />
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="charcoal.6" aria-live="polite">
          {byCount(matching, {
            one: t`${matchingCount} apartment matches your selection`,
            other: t`${matchingCount} apartments match your selection`,
          })}
        </Text>
        {toolbar}
      </Group>
      {units.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" data-empty="">
          <Text fw={600}>{t`No apartments match these filters.`}</Text>
          <Anchor component="button" type="button" onClick={reset}>
            {t`Reset filters`}
          </Anchor>
        </Stack>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-complete={complete}
        >
          {visible.map((unit) => (
            <UnitListItem
              key={unit.weNr}
              unit={unit}
              status={statusOf(unit, statuses)}
              onOpenPlans={openPlans}
              onRequestExpose={requestExpose}
              cardAction={cardAction}
            />
          ))}
        </SimpleGrid>
      )}
      {lightbox && (
        <Suspense fallback={null}>
          <UnitLightbox
            unit={lightbox.unit}
            opened={lightbox.opened}
            onClose={() => setLightbox({ ...lightbox, opened: false })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
