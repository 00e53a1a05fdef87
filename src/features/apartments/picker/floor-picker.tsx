import { useLingui } from '@lingui/react/macro';
import { Chip, Container, Group, Text } from '@mantine/core';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { IconArrowLeft } from '@/components/icons';
import { SITE_FLOORS, type FloorPlace } from '@/content/site-plan';
import { type BuildingNumber, type RoomCount, type Unit, UNITS } from '@/content/units';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { onIdle } from '@/lib/idle';

import { useAddressState } from '../hooks/use-address-state';
import { useUnitStatuses } from '../hooks/use-unit-statuses';
import { type StatusKnowledge, unitStatusesOf } from '../model/unit-status';
import { type FloorArrival, FloorView } from './floor-view';
import {
  aheadOf,
  floorBands,
  floorKey,
  samePickerState,
  SITE_VIEW_KEY,
  type PickerFilters,
  type PickerSearch,
} from './picker-model';
import classes from './picker.module.css';
import { SiteView } from './site-view';
import { StatusLegend } from './status-fill';

const ROOM_CHOICES: readonly RoomCount[] = [2, 3, 4];
/** A view rendered ahead waits for the browser to be idle at most this long. */
const AHEAD_TIMEOUT_MS = 1000;

export interface FloorPickerProps {
  /** Where the picker opens and what it filters, as the page's address says (no building: the site view). */
  address: PickerSearch;
  /**
   * Writes a state the picker shows into the page's address, after the screen shows it (a tap is
   * answered by the picker's own state; the router's navigation follows in a task of its own).
   * `replace`: a step between floors or a filter, which needs no history entry of its own.
   */
  onAddress?: (state: PickerSearch, replace: boolean) => void;
  /** The heart of a unit (features do not import each other: the route passes it). */
  favourite: (unit: Unit) => ReactNode;
  /** Beside an open floor's heading: a link to its own page (in the project page's tab), "Notify me" (the route passes them). */
  floorActions?: (building: BuildingNumber, floor: number) => ReactNode;
}

/**
 * Choosing by building and floor: the site's four buildings with their floors as bands, then one floor
 * with every flat in its place, by live status. The picker keeps building, floor and filters in its
 * own state, taken from `address` (and again whenever the address changes: Back, a link) and handed
 * back through `onAddress` once shown. Statuses as the finder has them: live, else the last kept on
 * the device, with their time.
 */
export function FloorPicker({ address, onAddress, favourite, floorActions }: FloorPickerProps) {
  const { t } = useLingui();
  const { dateTime } = useDateFormatters();
  const statusState = useUnitStatuses();
  // Opening or leaving a floor is a step of its own in the history; a step between floors or a
  // filter replaces the entry.
  const write = useCallback(
    (next: PickerSearch, before: PickerSearch) =>
      onAddress?.(next, (next.building === undefined) === (before.building === undefined)),
    [onAddress],
  );
  const [state, change] = useAddressState(address, write, samePickerState);
  // How the next floor shown was reached (FloorView takes it when it shows).
  const arrival = useRef<FloorArrival | null>(null);
  const takeArrival = useCallback(() => {
    const taken = arrival.current;
    arrival.current = null;
    return taken;
  }, []);
  // A floor shows in a transition: the tap's own frame is painted first, the floor's reveal and
  // layout follow it, and the address once the floor is shown.
  const showFloor = useCallback(
    (building: BuildingNumber, floor: number, how: FloorArrival) => {
      arrival.current = how;
      startTransition(() => change((current) => ({ ...current, building, floor })));
    },
    [change],
  );
  const onOpen = useCallback(
    (building: BuildingNumber, floor: number) => {
      // A band with the keyboard's focus is about to be hidden: the floor's plan takes it.
      const band = document.activeElement?.closest('[data-band]');
      showFloor(building, floor, { scroll: true, focus: band?.matches(':focus-visible') ? 'plan' : null });
    },
    [showFloor],
  );
  const onGo = useCallback(
    (building: BuildingNumber, floor: number, focus: FloorArrival['focus']) =>
      showFloor(building, floor, { scroll: false, focus }),
    [showFloor],
  );
  const onFilters = useCallback(
    (patch: PickerFilters) => change((current) => ({ ...current, ...patch })),
    [change],
  );

  // Only live statuses count flats as free (a status not live is last known or not confirmed).
  const known = statusState.phase === 'live';
  // Written out once per statuses received (a date format is costly), not on every tap.
  const time = useMemo(
    () => (statusState.phase === 'live' || statusState.phase === 'cached' ? dateTime(statusState.asOf) : ''),
    [statusState, dateTime],
  );
  const asOf =
    statusState.phase === 'cached'
      ? t`as of ${time}, last saved on this device`
      : statusState.phase === 'live'
        ? t`as of ${time}`
        : null;
  const { rooms, available, building, floor } = state;
  const filters = useMemo(() => ({ rooms, available }), [rooms, available]);
  const statuses = useMemo(() => unitStatusesOf(UNITS, statusState), [statusState]);
  const bands = useMemo(() => floorBands(statuses), [statuses]);
  // What the hidden views show: brought up to date after a tap's frame, not in it.
  const shownNow = useMemo(() => ({ statuses, known, asOf, filters }), [statuses, known, asOf, filters]);
  const later = useDeferredValue(shownNow);
  const place = building === undefined ? undefined : { building, floor: floor ?? 0 };
  const kept = useKeptViews(place);

  return (
    <Container
      size="lg"
      pb={64}
      className={classes.picker}
      data-picker=""
      data-status-phase={statusState.phase}
    >
      <Filters rooms={rooms} available={available} onChange={onFilters} />
      <StatusLine phase={statusState.phase} asOf={asOf} />

      {kept.has(SITE_VIEW_KEY) && (
        // Hidden rather than gone while a floor is open: opening a floor leaves it as it is.
        <div hidden={place !== undefined}>
          <SiteView
            bands={bands}
            statuses={place ? later.statuses : statuses}
            filters={place ? later.filters : filters}
            known={place ? later.known : known}
            onOpen={onOpen}
          />
        </div>
      )}
      {place && (
        <button
          type="button"
          className={`${classes.back} mantine-focus-auto`}
          onClick={() => change((current) => ({ ...current, building: undefined, floor: undefined }))}
          data-site-link=""
        >
          <IconArrowLeft size={18} aria-hidden="true" />
          {t`All buildings`}
        </button>
      )}
      {SITE_FLOORS.map((candidate) => {
        const key = floorKey(candidate);
        if (!kept.has(key)) return null;
        const shown = place !== undefined && key === floorKey(place);
        const view = shown ? shownNow : later;
        return (
          <FloorView
            key={key}
            building={candidate.building}
            floor={candidate.floor}
            shown={shown}
            takeArrival={takeArrival}
            statuses={view.statuses}
            asOf={view.asOf}
            filters={view.filters}
            onGo={onGo}
            favourite={favourite}
            floorActions={floorActions}
          />
        );
      })}
    </Container>
  );
}

/**
 * The views the picker keeps on the page (SITE_VIEW_KEY, floor keys): each one shown, and, once
 * the browser is idle, those a tap may show next (aheadOf), one at a time in a transition, rendered
 * hidden so that the tap only reveals one (a floor's first render and layout were most of a band
 * tap's event). None is removed again: showing it again is a reveal, too.
 */
function useKeptViews(place: FloorPlace | undefined): ReadonlySet<string> {
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const shownKey = place ? floorKey(place) : SITE_VIEW_KEY;
  let current = kept;
  if (!kept.has(shownKey)) {
    // Adjusted while rendering: the view shows in this render, with no second pass.
    current = new Set(kept).add(shownKey);
    setKept(current);
  }
  const next = aheadOf(place).find((key) => !current.has(key));
  useEffect(() => {
    if (next === undefined) return;
    return onIdle(() => startTransition(() => setKept((old) => new Set(old).add(next))), AHEAD_TIMEOUT_MS);
  }, [next]);
  return current;
}

/** The legend and how current the statuses are; re-rendered only when they change. */
const StatusLine = memo(function StatusLine({
  phase,
  asOf,
}: {
  phase: StatusKnowledge['phase'];
  asOf: string | null;
}) {
  const { t } = useLingui();
  return (
    <div className={classes.statusLine}>
      <StatusLegend
        label={t`What the colours mean`}
        notConfirmed={phase === 'cached' || phase === 'unknown'}
      />
      <Text fz="sm" c="charcoal.7" data-as-of="" aria-live="polite">
        {phase === 'loading'
          ? t`Checking the current status…`
          : phase === 'unknown'
            ? t`Availability cannot be checked right now; no apartment is shown as available. Please ask us.`
            : phase === 'cached'
              ? t`Availability ${asOf}. Reserved and sold as last known; the others are not confirmed.`
              : t`Availability ${asOf}`}
      </Text>
    </div>
  );
});

/** The room chips and 'Only available'; re-rendered only when they change. */
const Filters = memo(function Filters({
  rooms: chosen,
  available,
  onChange,
}: PickerFilters & { onChange: (patch: PickerFilters) => void }) {
  const { t } = useLingui();
  return (
    <div className={classes.toolbar}>
      <div role="radiogroup" aria-labelledby="picker-rooms-label" className={classes.rooms}>
        <Text id="picker-rooms-label" fw={600} fz="sm">
          {t`Rooms`}
        </Text>
        <Chip.Group
          value={String(chosen ?? 'all')}
          onChange={(value) =>
            onChange({ rooms: value === 'all' ? undefined : (Number(value) as RoomCount) })
          }
        >
          <Group gap="xs">
            <Chip value="all" data-picker-rooms="all">
              {t`All`}
            </Chip>
            {ROOM_CHOICES.map((rooms) => (
              <Chip
                key={rooms}
                value={String(rooms)}
                data-picker-rooms={rooms}
                classNames={{ root: classes.wrappingChip, label: classes.wrappingChipLabel }}
              >
                {t`${rooms} rooms`}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <Chip
        checked={available === true}
        onChange={(checked) => onChange({ available: checked ? true : undefined })}
        data-picker-available=""
        classNames={{ root: classes.wrappingChip, label: classes.wrappingChipLabel }}
      >
        {t`Only available`}
      </Chip>
    </div>
  );
});
