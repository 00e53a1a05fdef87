import { useLingui } from '@lingui/react/macro';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';

import { IconArrowLeft, IconArrowRight, IconChevronDown, IconFileDescription } from '@/components/icons';
import { PathLink, PlainPathLink } from '@/components/link/path-link';
import { buildingOf, type BuildingNumber, type Unit } from '@/content/units';
import { isFirstPageHydrated } from '@/first-load/hydration';
import { localizePath } from '@/lib/i18n/locale';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';
import { afterPaint } from '@/lib/idle';
import { unitPagePath } from '@/site-map/unit-pages';

import { UnitStatusBadgeOf } from '../components/unit-status-badge';
import { LAYOUT_DEPTH, siteLayout } from '../floor-plans/site-layout';
import { useExposeRequest } from '../hooks/use-expose-request';
import { BUILDING_KIND_LABELS, FLOOR_LABELS, outdoorLabel } from '../model/unit-labels';
import { type UnitStatus, type UnitStatuses, unitStatusTone } from '../model/unit-status';
import { matchesPickerFilters, neighbourBuilding, neighbourFloor, type PickerFilters } from './picker-model';
import classes from './picker.module.css';
import { useUnitStatusLabel } from './status-fill';

/**
 * How a floor about to show was reached: from the site view (brought into view if the page is
 * scrolled past it) or by a step from another floor (where the page stays); and which control of it
 * takes the focus that the view being hidden had (a `data-go` button, else the plan), if any.
 */
export interface FloorArrival {
  scroll: boolean;
  focus: string | null;
}

export interface FloorViewProps {
  building: BuildingNumber;
  floor: number;
  /** On the screen; else hidden (rendered ahead, or shown before), out of view and of the accessibility tree. */
  shown: boolean;
  /** How it was reached, taken once as it shows (null: the page opened with it, Back or a link). */
  takeArrival: () => FloorArrival | null;
  statuses: UnitStatuses;
  /** 'as of …' of the statuses, or null when none are shown. */
  asOf: string | null;
  filters: PickerFilters;
  onGo: (building: BuildingNumber, floor: number, focus: FloorArrival['focus']) => void;
  /** The heart of a unit (features do not import each other: the route passes it). */
  favourite: (unit: Unit) => ReactNode;
  /** Beside the heading (FloorPickerProps). */
  floorActions?: ((building: BuildingNumber, floor: number) => ReactNode) | undefined;
}

type Target = { building: BuildingNumber; floor: number } | null;

/** Outdoor space as the floor layouts draw it: garden deepest, then terrace, then balcony (site-layout). */
function outdoorOf(unit: Unit): 'garden' | 'terrace' | 'balcony' {
  return unit.garden ? 'garden' : unit.terrace ? 'terrace' : 'balcony';
}

const SWIPE_PX = 50;

/**
 * One floor of one building: every flat a button in its place and proportion (the floor layouts'
 * geometry, site-layout.ts), filled and labelled by status, dimmed when the filters leave it out; a
 * tap opens its summary. Buttons, arrow keys and a sideways swipe go to the neighbouring floors and
 * buildings; the list below says the same in words. Memoised, its buttons and list apart: a tapped
 * flat re-renders the plan and its summary only. The picker keeps it once rendered, hidden while
 * another view shows.
 */
export const FloorView = memo(function FloorView({
  building,
  floor,
  shown,
  takeArrival,
  statuses,
  asOf,
  filters,
  onGo,
  favourite,
  floorActions,
}: FloorViewProps) {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<string | undefined>();
  // Leaving the floor closes the summary.
  if (!shown && selected !== undefined) setSelected(undefined);
  const planRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const summaryId = useId();
  const placed = useMemo(
    () => siteLayout(floor).buildings.find((candidate) => candidate.building.number === building)!,
    [building, floor],
  );
  const floorLabel = i18n._(FLOOR_LABELS[floor]!);
  const kind = i18n._(BUILDING_KIND_LABELS[buildingOf(building).kind]);
  const up = neighbourFloor(building, floor, 1);
  const down = neighbourFloor(building, floor, -1);
  const left = neighbourBuilding(building, floor, -1);
  const right = neighbourBuilding(building, floor, 1);
  const selectedUnit = placed.units.find(({ unit }) => unit.weNr === selected)?.unit;

  const rootRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!shown || !root) return;
    const arrival = takeArrival();
    // Opened from the site view far down the page: the floor starts on the screen, not above it.
    if ((arrival?.scroll ?? true) && root.getBoundingClientRect().top < 0)
      root.scrollIntoView({ block: 'start' });
    // The focus the floor left had: the same button here (if it can take it), else the plan.
    if (arrival?.focus) {
      const same = root.querySelector<HTMLButtonElement>(`button[data-go="${arrival.focus}"]:enabled`);
      (same ?? planRef.current)?.focus();
    }
  }, [shown, takeArrival]);
  // A tapped flat's summary comes into view (below the plan on a phone), once it is painted: a tap's
  // effects run inside its event, where the scroll would force a layout.
  useEffect(() => {
    if (!selected) return;
    return afterPaint(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      summaryRef.current?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    });
  }, [selected]);

  const go = useCallback(
    (target: Target, byKey = false) => {
      if (!target) return;
      // This floor is about to be hidden: the one shown next takes the keyboard's focus (a key moves
      // it to the plan); a finger's or a mouse's goes with the floor, as the site view's does.
      const focused = document.activeElement;
      let focus: string | null = byKey ? 'plan' : null;
      if (!byKey && focused?.matches(':focus-visible') && rootRef.current?.contains(focused))
        focus = focused.closest('[data-go]')?.getAttribute('data-go') ?? 'plan';
      onGo(target.building, target.floor, focus);
    },
    [onGo],
  );
  const floorStep = (step: 1 | -1): Target => {
    const next = step === 1 ? up : down;
    return next === null ? null : { building, floor: next };
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target =
      event.key === 'ArrowUp'
        ? floorStep(1)
        : event.key === 'ArrowDown'
          ? floorStep(-1)
          : event.key === 'ArrowLeft'
            ? left
            : event.key === 'ArrowRight'
              ? right
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    go(target, true);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
    // Swiping to the left brings the building on the right, as turning a page.
    go(dx < 0 ? right : left);
  };

  // As a transition: the tap's frame paints at once, the summary renders after it.
  const toggle = useCallback(
    (code: string) => startTransition(() => setSelected((current) => (current === code ? undefined : code))),
    [],
  );

  return (
    <div
      ref={rootRef}
      className={classes.floorView}
      hidden={!shown}
      onKeyDown={onKeyDown}
      data-floor-view={`${building}.${floor}`}
    >
      <div className={classes.floorHead}>
        <h2 className={classes.floorTitle}>
          {t`Building ${building}`} · {floorLabel}
          <span className={classes.buildingKind}>{kind}</span>
        </h2>
        {floorActions?.(building, floor)}
      </div>
      <FloorNav building={building} floor={floor} go={go} />
      <p
        className={classes.hint}
      >{t`Tap an apartment for its details. Arrow keys or a sideways swipe change floor and building.`}</p>

      <div
        ref={planRef}
        className={classes.plan}
        role="group"
        tabIndex={-1}
        aria-label={t`Building ${building}, ${floorLabel}: plan of the apartments`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        data-plan=""
      >
        <span className={classes.side}>
          {building === 1 ? t`Street side (Grabbeallee)` : t`Courtyard side`}
        </span>
        <ul className={classes.flats}>
          {placed.units.map(({ unit, width }) => {
            const status = statuses.get(unit.weNr)!;
            const isSelected = unit.weNr === selected;
            return (
              <FlatButton
                key={unit.weNr}
                unit={unit}
                width={width}
                status={status}
                matches={matchesPickerFilters(unit, status, filters)}
                selected={isSelected}
                summaryId={isSelected ? summaryId : undefined}
                onToggle={toggle}
              />
            );
          })}
        </ul>
        <span className={classes.side}>{t`Garden side`}</span>
      </div>

      {selectedUnit && (
        <FlatSummary
          ref={summaryRef}
          id={summaryId}
          unit={selectedUnit}
          statuses={statuses}
          asOf={asOf}
          favourite={favourite}
          onClose={() => setSelected(undefined)}
        />
      )}

      <FloorList building={building} floor={floor} statuses={statuses} filters={filters} />
    </div>
  );
});

interface FlatButtonProps {
  unit: Unit;
  width: number;
  status: UnitStatus;
  matches: boolean;
  selected: boolean;
  /** The summary's id while it is this flat's. */
  summaryId: string | undefined;
  onToggle: (code: string) => void;
}

/** A flat in its place on the plan; memoised, so that a tap re-renders only the flats it changes. */
const FlatButton = memo(function FlatButton({
  unit,
  width,
  status,
  matches,
  selected,
  summaryId,
  onToggle,
}: FlatButtonProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { number, area } = useFormatters();
  const statusLabel = useUnitStatusLabel();
  const outdoor = outdoorOf(unit);
  const rooms = number(unit.rooms);
  const size = area(unit.livingArea);
  const label = statusLabel(status);
  const state =
    status.kind === 'loading'
      ? t`status not known yet`
      : status.kind === 'not-confirmed'
        ? t`status not confirmed`
        : locale === 'en'
          ? label.toLowerCase()
          : label;
  const code = unit.weNr;
  return (
    <li
      className={classes.flatItem}
      style={{ '--flat-width': width, '--flat-depth': LAYOUT_DEPTH } as CSSProperties}
    >
      <button
        type="button"
        className={`${classes.flat} mantine-focus-auto`}
        data-tone={unitStatusTone(status)}
        data-dimmed={matches ? undefined : ''}
        data-flat={code}
        data-selected={selected ? '' : undefined}
        aria-label={
          matches
            ? t`Flat ${code}, ${rooms} rooms, ${size}, ${state}`
            : t`Flat ${code}, ${rooms} rooms, ${size}, ${state}, outside your filters`
        }
        aria-expanded={selected}
        aria-controls={summaryId}
        onClick={() => onToggle(code)}
      >
        <span className={classes.flatText} aria-hidden="true">
          <span className={classes.flatCode}>{code}</span>
          <span>{t`${unit.rooms} rooms`}</span>
          <span>{size}</span>
          <span className={classes.flatStatus}>{label}</span>
        </span>
        <span className={classes.outdoor} data-outdoor={outdoor} aria-hidden="true">
          {i18n._(outdoorLabel(unit, outdoor))}
        </span>
      </button>
    </li>
  );
});

/** A button of the floor's navigation: Mantine's default Button as a plain element (picker.module.css). */
function NavButton({ go, ...props }: { go: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return (
    <button
      type="button"
      className={`${classes.action} mantine-focus-auto mantine-active`}
      data-variant="default"
      data-go={go}
      {...props}
    />
  );
}

/** Left and right between buildings, up and down between floors. */
const FloorNav = memo(function FloorNav({
  building,
  floor,
  go,
}: {
  building: BuildingNumber;
  floor: number;
  go: (target: Target) => void;
}) {
  const { t, i18n } = useLingui();
  const up = neighbourFloor(building, floor, 1);
  const down = neighbourFloor(building, floor, -1);
  const left = neighbourBuilding(building, floor, -1);
  const right = neighbourBuilding(building, floor, 1);
  const floorName = (value: number) => i18n._(FLOOR_LABELS[value]!);
  return (
    <nav className={classes.floorNav} aria-label={t`Other floors and buildings`}>
      {left ? (
        <NavButton go="left" onClick={() => go(left)}>
          <IconArrowLeft size={18} aria-hidden="true" />
          <span>{t`Building ${left.building}`}</span>
        </NavButton>
      ) : (
        <span data-go="left" />
      )}
      <NavButton
        go="up"
        disabled={up === null}
        onClick={() => go(up === null ? null : { building, floor: up })}
        aria-label={up === null ? undefined : t`Floor up: ${floorName(up)}`}
      >
        <IconChevronDown size={18} aria-hidden="true" style={{ transform: 'rotate(180deg)' }} />
        <span>{up === null ? t`Top floor` : t`Floor up`}</span>
      </NavButton>
      <NavButton
        go="down"
        disabled={down === null}
        onClick={() => go(down === null ? null : { building, floor: down })}
        aria-label={down === null ? undefined : t`Floor down: ${floorName(down)}`}
      >
        <IconChevronDown size={18} aria-hidden="true" />
        <span>{down === null ? t`Ground floor` : t`Floor down`}</span>
      </NavButton>
      {right ? (
        <NavButton go="right" onClick={() => go(right)}>
          <span>{t`Building ${right.building}`}</span>
          <IconArrowRight size={18} aria-hidden="true" />
        </NavButton>
      ) : (
        <span data-go="right" />
      )}
    </nav>
  );
});

interface FlatSummaryProps {
  ref: Ref<HTMLElement>;
  id: string;
  unit: Unit;
  statuses: UnitStatuses;
  asOf: string | null;
  favourite: (unit: Unit) => ReactNode;
  onClose: () => void;
}

/** A tapped flat: rooms, area, price, status with its time, its page, the exposé and the heart. */
function FlatSummary({ ref, id, unit, statuses, asOf, favourite, onClose }: FlatSummaryProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { number, euro, area } = useFormatters();
  const requestExpose = useExposeRequest();
  return (
    <section
      ref={ref}
      id={id}
      className={classes.summary}
      aria-label={t`Apartment ${unit.weNr}`}
      data-summary={unit.weNr}
    >
      <div className={classes.summaryHead}>
        <h3 className={classes.summaryTitle}>{t`Apartment ${unit.weNr}`}</h3>
        <button
          type="button"
          className={`${classes.close} mantine-focus-auto mantine-active`}
          aria-label={t`Close the details`}
          onClick={onClose}
        >
          <svg viewBox="0 0 15 15" width="20" height="20" aria-hidden="true">
            <path d="M3.5 3.5l8 8m0-8l-8 8" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={classes.summaryStatus}>
        <UnitStatusBadgeOf status={statuses.get(unit.weNr)!} />
        {asOf && <span>{asOf}</span>}
      </div>
      <dl className={classes.summaryFacts}>
        <div>
          <dt>{t`Rooms`}</dt>
          <dd>{number(unit.rooms)}</dd>
        </div>
        <div>
          <dt>{t`Living area`}</dt>
          <dd>{area(unit.livingArea)}</dd>
        </div>
        <div>
          <dt>{t`Price`}</dt>
          <dd>{euro(unit.price)}</dd>
        </div>
      </dl>
      <div className={classes.summaryActions}>
        <PlainPathLink
          href={localizePath(unitPagePath(unit.weNr), locale)}
          className={`${classes.action} mantine-focus-auto`}
          data-variant="filled"
          data-unit-link=""
        >
          {t`View apartment ${unit.weNr}`}
        </PlainPathLink>
        <button
          type="button"
          className={`${classes.action} mantine-focus-auto mantine-active`}
          data-variant="outline"
          onClick={() => requestExpose(unit)}
        >
          <IconFileDescription size={18} aria-hidden="true" />
          {t`Request exposé`}
        </button>
        {favourite(unit)}
      </div>
    </section>
  );
}

/**
 * The floor in words: each flat with its page, rooms, area, price and status. Prerendered; opened
 * later by a tap (or rendered ahead), its list is built once it is opened (closed, it is hidden from
 * everyone).
 */
const FloorList = memo(function FloorList({
  building,
  floor,
  statuses,
  filters,
}: {
  building: BuildingNumber;
  floor: number;
  statuses: UnitStatuses;
  filters: PickerFilters;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { euro, area } = useFormatters();
  const statusLabel = useUnitStatusLabel();
  const [built, setBuilt] = useState(() => !isFirstPageHydrated());
  const placed = siteLayout(floor).buildings.find((candidate) => candidate.building.number === building)!;
  const floorLabel = i18n._(FLOOR_LABELS[floor]!);
  return (
    <details
      className={classes.list}
      data-floor-list=""
      onToggle={(event) => event.currentTarget.open && setBuilt(true)}
    >
      <summary>{t`The apartments of this floor as a list`}</summary>
      {built && (
        <ul aria-label={t`Building ${building}, ${floorLabel}`}>
          {placed.units.map(({ unit }) => {
            const status = statuses.get(unit.weNr)!;
            return (
              <li key={unit.weNr} data-dimmed={matchesPickerFilters(unit, status, filters) ? undefined : ''}>
                <PathLink href={localizePath(unitPagePath(unit.weNr), locale)} fw={700}>
                  {t`Apartment ${unit.weNr}`}
                </PathLink>
                {' · '}
                {t`${unit.rooms} rooms`} · {area(unit.livingArea)} · {euro(unit.price)} ·{' '}
                {statusLabel(status)}
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
});
