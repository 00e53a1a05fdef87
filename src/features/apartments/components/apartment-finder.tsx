import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  memo,
  startTransition,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { usePreloadWhenIdle } from '@/components/deferred/deferred-part';
import { BookViewingLink } from '@/components/link/book-viewing-link';
import { UNITS, type Unit } from '@/content/units';
import { orderKey, useChildOrder } from '@/lib/child-order';
import { byCount } from '@/lib/i18n/by-count';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { useFormatters } from '@/lib/i18n/use-formatters';

import { useExposeRequest } from '../hooks/use-expose-request';
import { useFinderSearch } from '../hooks/use-finder-search';
import { useProgressiveList } from '../hooks/use-progressive-list';
import { useUnitStatuses } from '../hooks/use-unit-statuses';
import type { FinderSearch } from '../model/finder-search';
import {
  countAvailable,
  filterCounts,
  filterUnits,
  hasActiveFilters,
  similarAvailable,
  sortUnits,
} from '../model/unit-finder';
import {
  isSold,
  type StatusKnowledge,
  type UnitStatus,
  type UnitStatuses,
  unitStatusesOf,
} from '../model/unit-status';
import classes from './apartment-finder.module.css';
import { FinderFilters } from './finder-filters';
import { preloadUnitLightbox, UnitLightbox } from './lazy-unit-lightbox';
import { type SimilarOffer, UnitCard } from './unit-card';

interface UnitListCardProps {
  unit: Unit;
  status: UnitStatus;
  /** For a sold unit: the units it offers instead of the exposé. */
  similar: SimilarOffer | undefined;
  onOpenPlans: (unit: Unit) => void;
  onRequestExpose: (unit: Unit) => void;
  cardAction?: ((unit: Unit) => ReactNode) | undefined;
}

/** A card's 'Book a viewing', named by its title: its code comes with the finder's, after the first load. */
const bookViewing = (unit: Unit, titleId: string) => (
  <BookViewingLink weNr={unit.weNr} flatNameId={titleId} />
);

/** One card, memoised: a filter, a sort or a progressive step leaves every card as it is. */
const UnitListCard = memo(function UnitListCard({ cardAction, ...card }: UnitListCardProps) {
  return <UnitCard {...card} action={cardAction?.(card.unit)} booking={bookViewing} />;
});

/**
 * One item of the list. Every unit's card stays on the page once rendered and a filter hides the
 * ones it leaves out (`hidden`: out of view and of the accessibility tree), so a chip re-renders no
 * card and a sort moves the cards instead of removing them all and rendering them again in steps.
 */
const UnitListItem = memo(function UnitListItem({ shown, ...card }: UnitListCardProps & { shown: boolean }) {
  return (
    <li className={classes.item} hidden={!shown} {...orderKey(card.unit.weNr)}>
      <UnitListCard {...card} />
    </li>
  );
});

export interface ApartmentFinderProps {
  search: FinderSearch;
  /**
   * Called once the finder shows a change, with every field named (undefined: not set); the route
   * writes it to the URL.
   */
  onSearchChange: (search: FinderSearch) => void;
  /** Rendered on each card beside its status (the route composes the favourites heart). */
  cardAction?: (unit: Unit) => ReactNode;
  /** Beside the match count, e.g. the link to the favourites. */
  toolbar?: ReactNode;
}

/**
 * The order React renders the items in, whatever the sort: the default one, as prerendered. The
 * chosen sort is applied by moving the items on the page (useChildOrder), where React would remove
 * and re-insert each moved card's subtree.
 */
const RENDER_ORDER = sortUnits(UNITS);

/** The similar units of each sold unit: given to the sold cards only, so the others stay memoised. */
function similarOfSold(statuses: UnitStatuses, live: boolean): ReadonlyMap<string, SimilarOffer> {
  return new Map(
    UNITS.filter((unit) => isSold(statuses.get(unit.weNr)!)).map((unit) => [
      unit.weNr,
      { units: similarAvailable(unit, UNITS, statuses), confirmed: live },
    ]),
  );
}

/**
 * The one count line above the list: every unit matching the filters is listed, whatever its
 * status, and of those only the Available ones are counted ("56 apartments, 41 of them available").
 * Without live statuses nothing is counted as available: the line says how current they are instead.
 */
function useCountLine(matching: number, available: number, filtered: boolean, knowledge: StatusKnowledge) {
  const { t } = useLingui();
  const { number } = useFormatters();
  const { dateTime } = useDateFormatters();
  const matchingCount = number(matching);
  const availableCount = number(available);
  if (matching === 0) return { listed: t`No apartments match these filters.`, availability: null };
  const listed = filtered
    ? byCount(matching, {
        one: t`${matchingCount} matching apartment`,
        other: t`${matchingCount} matching apartments`,
      })
    : byCount(matching, { one: t`${matchingCount} apartment`, other: t`${matchingCount} apartments` });
  if (knowledge.phase === 'cached')
    return { listed, availability: t`availability as of ${dateTime(knowledge.asOf)}` };
  if (knowledge.phase === 'unknown')
    return { listed, availability: t`availability cannot be checked right now` };
  const availability =
    matching === 1
      ? available === 1
        ? t`available`
        : t`not available`
      : available === matching
        ? t`all available`
        : available === 0
          ? t`none of them available`
          : t`${availableCount} of them available`;
  return { listed, availability };
}

/**
 * The apartments tab: filters and sort from the URL, the Available count, every matching unit whatever
 * its status, the unit lightbox and the exposé request.
 */
export function ApartmentFinder({
  search: address,
  onSearchChange,
  cardAction,
  toolbar,
}: ApartmentFinderProps) {
  const { t } = useLingui();
  const requestExpose = useExposeRequest();
  const statusState = useUnitStatuses();
  const statuses = useMemo(() => unitStatusesOf(UNITS, statusState), [statusState]);
  const [lightbox, setLightbox] = useState<{ unit: Unit; opened: boolean } | null>(null);

  // The lightbox opens as a transition, after the tap's frame, its code loaded ahead.
  usePreloadWhenIdle(preloadUnitLightbox);
  const openPlans = useCallback(
    (chosen: Unit) => startTransition(() => setLightbox({ unit: chosen, opened: true })),
    [],
  );

  const [search, change] = useFinderSearch(address, onSearchChange);
  const { building, rooms, sort } = search;
  const sorted = useMemo(() => sortUnits(UNITS, sort), [sort]);
  const units = useMemo(() => filterUnits(sorted, { building, rooms }), [sorted, building, rooms]);
  const shown = useMemo(() => new Set(units.map((unit) => unit.weNr)), [units]);
  // The units the filters show are put on the page first, the hidden ones after them.
  const wanted = useMemo(
    () => [...units, ...sorted.filter((unit) => !shown.has(unit.weNr))].map((unit) => unit.weNr),
    [units, sorted, shown],
  );
  const { mounted, complete } = useProgressiveList(wanted);
  const list = useRef<HTMLUListElement>(null);
  useChildOrder(
    list,
    sorted.map((unit) => unit.weNr),
  );
  const available = countAvailable(units, statuses);
  const matching = units.length;
  const counts = useMemo(() => filterCounts(UNITS, { building, rooms }), [building, rooms]);
  const live = statusState.phase === 'live';
  const similar = useMemo(() => similarOfSold(statuses, live), [statuses, live]);
  const loading = statusState.phase === 'loading';
  const reset = useCallback(() => change({ building: undefined, rooms: undefined }), [change]);
  const { listed, availability } = useCountLine(matching, available, hasActiveFilters(search), statusState);

  return (
    <Stack gap="lg" data-status-phase={statusState.phase}>
      <FinderFilters search={search} counts={counts} onChange={change} onReset={reset} />
      <Group justify="space-between" align="center" gap="xs">
        <Title
          order={2}
          fz={{ base: 'lg', sm: 'xl' }}
          c="pine.6"
          aria-live="polite"
          aria-busy={loading}
          data-matching={matching}
          data-available={live ? available : undefined}
        >
          {loading || availability === null ? (
            <>
              {listed}
              {loading && <Loader size="xs" color="pine" ml="xs" aria-label={t`Loading availability`} />}
            </>
          ) : (
            t`${listed}, ${availability}`
          )}
        </Title>
        {toolbar}
      </Group>
      {(statusState.phase === 'cached' || statusState.phase === 'unknown') && (
        <Text fz="sm" c="charcoal.7" mt={-8} data-status-note="">
          {statusState.phase === 'cached'
            ? t`The current statuses could not be loaded. Reserved and sold as last known on this device; the others are not confirmed. Please ask us.`
            : t`The current statuses could not be loaded, so none is shown. Please ask us which apartments are still available.`}
        </Text>
      )}
      {units.length === 0 && (
        <Stack align="center" gap="xs" py="lg" data-empty="">
          <Anchor component="button" type="button" onClick={reset} className={classes.reset}>
            {t`Reset filters`}
          </Anchor>
        </Stack>
      )}
      <ul
        ref={list}
        className={classes.list}
        // Every card hidden: the list's grid would show its empty box.
        style={units.length ? undefined : { display: 'none' }}
        data-complete={complete}
      >
        {RENDER_ORDER.map(
          (unit) =>
            mounted.has(unit.weNr) && (
              <UnitListItem
                key={unit.weNr}
                shown={shown.has(unit.weNr)}
                unit={unit}
                status={statuses.get(unit.weNr)!}
                similar={similar.get(unit.weNr)}
                onOpenPlans={openPlans}
                onRequestExpose={requestExpose}
                cardAction={cardAction}
              />
            ),
        )}
      </ul>
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
