import { useLingui } from '@lingui/react/macro';
import { Chip, Container, Group, Text } from '@mantine/core';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { IconArrowLeft } from '@/components/icons';
import { type BuildingNumber, type RoomCount, type Unit } from '@/content/units';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { afterPaint } from '@/lib/idle';

import { statusAsOf, useUnitStatuses, type UnitStatusState } from '../hooks/use-unit-statuses';
import { FloorView } from './floor-view';
import { floorBands, samePickerState, type PickerFilters, type PickerSearch } from './picker-model';
import classes from './picker.module.css';
import { SiteView } from './site-view';
import { StatusLegend } from './status-fill';

const ROOM_CHOICES: readonly RoomCount[] = [2, 3, 4];

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
  /** A link to a floor's own page, where the picker is part of another page (the project page's tab). */
  floorLink?: (building: BuildingNumber, floor: number) => ReactNode;
}

/**
 * Choosing by building and floor: the site's four buildings with their floors as bands, then one floor
 * with every flat in its place, by live status. The picker keeps building, floor and filters in its
 * own state, taken from `address` (and again whenever the address changes: Back, a link) and handed
 * back through `onAddress` once shown. Statuses as the finder has them: live, else the last kept on
 * the device, with their time.
 */
export function FloorPicker({ address, onAddress, favourite, floorLink }: FloorPickerProps) {
  const { t } = useLingui();
  const { dateTime } = useDateFormatters();
  const statusState = useUnitStatuses();
  const [state, setState] = useState(address);
  const current = useRef({ state, onAddress });
  useLayoutEffect(() => {
    current.current = { state, onAddress };
  });
  // The states handed to onAddress whose address has not come back yet, oldest first.
  const inFlight = useRef<PickerSearch[]>([]);
  const lastAddress = useRef(address);
  useEffect(() => {
    if (samePickerState(lastAddress.current, address)) return;
    lastAddress.current = address;
    const sent = inFlight.current.findIndex((candidate) => samePickerState(candidate, address));
    if (sent >= 0) {
      // One of the picker's own: what it shows is that state or a newer one still on its way.
      inFlight.current = inFlight.current.slice(sent + 1);
      return;
    }
    // Back, Forward or a link: the address leads.
    inFlight.current = [];
    current.current.state = address;
    setState(address);
  }, [address]);
  const change = useCallback((patch: PickerSearch, replace: boolean) => {
    const next = { ...current.current.state, ...patch };
    current.current.state = next;
    setState(next);
    if (!current.current.onAddress) return;
    inFlight.current.push(next);
    afterPaint(() => current.current.onAddress?.(next, replace));
  }, []);
  const onOpen = useCallback(
    (building: BuildingNumber, floor: number) => change({ building, floor }, false),
    [change],
  );
  const onGo = useCallback(
    (building: BuildingNumber, floor: number) => change({ building, floor }, true),
    [change],
  );
  const onFilters = useCallback((patch: PickerFilters) => change(patch, true), [change]);

  const known = statusState.phase !== 'loading';
  // Read and written out once per statuses received (reading checks the stored copy, and a date
  // format is costly), not on every tap.
  const asOfDate = useMemo(() => statusAsOf(statusState), [statusState]);
  const time = useMemo(() => (asOfDate ? dateTime(asOfDate) : ''), [asOfDate, dateTime]);
  const asOf =
    statusState.phase === 'cached'
      ? t`as of ${time}, last saved on this device (offline)`
      : asOfDate
        ? t`as of ${time}`
        : null;
  const { rooms, available, building, floor } = state;
  const filters = useMemo(() => ({ rooms, available }), [rooms, available]);
  const bands = useMemo(() => floorBands(statusState.statuses), [statusState.statuses]);
  const [siteShown, setSiteShown] = useState(building === undefined);
  if (building === undefined && !siteShown) setSiteShown(true);

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

      {siteShown && (
        // Hidden rather than gone while a floor is open: opening a floor leaves it as it is.
        <div hidden={building !== undefined}>
          <SiteView
            bands={bands}
            statuses={statusState.statuses}
            filters={filters}
            known={known}
            onOpen={onOpen}
          />
        </div>
      )}
      {building !== undefined && (
        <>
          <button
            type="button"
            className={`${classes.back} mantine-focus-auto`}
            onClick={() => change({ building: undefined, floor: undefined }, false)}
            data-site-link=""
          >
            <IconArrowLeft size={18} aria-hidden="true" />
            {t`All buildings`}
          </button>
          <FloorView
            building={building}
            floor={floor ?? 0}
            statuses={statusState.statuses}
            known={known}
            asOf={asOf}
            filters={filters}
            onGo={onGo}
            favourite={favourite}
            floorLink={floorLink}
          />
        </>
      )}
    </Container>
  );
}

/** The legend and how current the statuses are; re-rendered only when they change. */
const StatusLine = memo(function StatusLine({
  phase,
  asOf,
}: {
  phase: UnitStatusState['phase'];
  asOf: string | null;
}) {
  const { t } = useLingui();
  return (
    <div className={classes.statusLine}>
      <StatusLegend label={t`What the fills mean`} />
      <Text fz="sm" c="charcoal.7" data-as-of="" aria-live="polite">
        {phase === 'loading'
          ? t`Checking the current status…`
          : phase === 'failed'
            ? t`Availability could not be checked just now; all apartments are shown as available.`
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
