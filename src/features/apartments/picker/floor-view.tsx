import { useLingui } from '@lingui/react/macro';
import { Button, CloseButton } from '@mantine/core';
import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

import { IconArrowLeft, IconArrowRight, IconChevronDown, IconFileDescription } from '@/components/icons';
import { PathLink } from '@/components/link/path-link';
import { displayPrice } from '@/content/display-price';
import { buildingOf, type BuildingNumber, type Unit } from '@/content/units';
import { localizePath } from '@/lib/i18n/locale';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';
import { unitPagePath } from '@/site-map/unit-pages';

import { UnitStatusBadge } from '../components/unit-status-badge';
import { LAYOUT_DEPTH, siteLayout } from '../floor-plans/site-layout';
import { useExposeRequest } from '../hooks/use-expose-request';
import { BUILDING_KIND_LABELS, FLOOR_LABELS, outdoorLabel } from '../model/unit-labels';
import { statusOf, statusTone, type StatusByCode } from '../model/unit-status';
import { matchesPickerFilters, neighbourBuilding, neighbourFloor, type PickerFilters } from './picker-model';
import classes from './picker.module.css';
import { useStatusLabel } from './status-fill';

export interface FloorViewProps {
  building: BuildingNumber;
  floor: number;
  statuses: StatusByCode;
  known: boolean;
  /** 'as of …' of the statuses, or null while they load. */
  asOf: string | null;
  filters: PickerFilters;
  selected: string | undefined;
  onSelect: (weNr: string | undefined) => void;
  onGo: (building: BuildingNumber, floor: number) => void;
  /** The heart of a unit (features do not import each other: the route passes it). */
  favourite: (unit: Unit) => ReactNode;
}

/** Outdoor space as the floor layouts draw it: garden deepest, then terrace, then balcony (site-layout). */
function outdoorOf(unit: Unit): 'garden' | 'terrace' | 'balcony' {
  return unit.garden ? 'garden' : unit.terrace ? 'terrace' : 'balcony';
}

const SWIPE_PX = 50;

/** The floor buttons name the floor, which may wrap on a narrow screen or with large text. */
const NAV_BUTTON = { h: 'auto', mih: 44, py: 6, styles: { label: { whiteSpace: 'normal' } } } as const;

/**
 * One floor of one building: every flat a button in its place and proportion (the floor layouts'
 * geometry, site-layout.ts), filled and labelled by status, dimmed when the filters leave it out; a
 * tap opens its summary. Buttons, arrow keys and a sideways swipe go to the neighbouring floors and
 * buildings; the list below says the same in words.
 */
export function FloorView({
  building,
  floor,
  statuses,
  known,
  asOf,
  filters,
  selected,
  onSelect,
  onGo,
  favourite,
}: FloorViewProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { number, euro } = useFormatters();
  const statusLabel = useStatusLabel();
  const requestExpose = useExposeRequest();
  const planRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const focusPlan = useRef(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const summaryId = useId();
  const placed = siteLayout(floor).buildings.find((candidate) => candidate.building.number === building)!;
  const floorLabel = i18n._(FLOOR_LABELS[floor]!);
  const kind = i18n._(BUILDING_KIND_LABELS[buildingOf(building).kind]);
  const up = neighbourFloor(building, floor, 1);
  const down = neighbourFloor(building, floor, -1);
  const left = neighbourBuilding(building, floor, -1);
  const right = neighbourBuilding(building, floor, 1);
  const floorName = (value: number) => i18n._(FLOOR_LABELS[value]!);
  const area = (value: number) => `${number(value)} m²`;
  const selectedUnit = placed.units.find(({ unit }) => unit.weNr === selected)?.unit;

  // After a key press moved to another floor, the plan (now showing it) keeps the focus.
  useEffect(() => {
    if (focusPlan.current) planRef.current?.focus();
    focusPlan.current = false;
  }, [building, floor]);
  // A tapped flat's summary comes into view (below the plan on a phone).
  useEffect(() => {
    if (!selected) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    summaryRef.current?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [selected]);

  const go = (target: { building: BuildingNumber; floor: number } | null, byKey = false) => {
    if (!target) return;
    focusPlan.current = byKey;
    onGo(target.building, target.floor);
  };
  const floorStep = (step: 1 | -1) => {
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

  const nameOf = (unit: Unit, status: string, matches: boolean) => {
    const rooms = number(unit.rooms);
    const size = area(unit.livingArea);
    const label = statusLabel(status);
    const state = known ? (locale === 'en' ? label.toLowerCase() : label) : t`status not known yet`;
    const code = unit.weNr;
    return matches
      ? t`Flat ${code}, ${rooms} rooms, ${size}, ${state}`
      : t`Flat ${code}, ${rooms} rooms, ${size}, ${state}, outside your filters`;
  };

  return (
    <div className={classes.floorView} onKeyDown={onKeyDown} data-floor-view={`${building}.${floor}`}>
      <div className={classes.floorHead}>
        <h2 className={classes.floorTitle}>
          {t`Building ${building}`} · {floorLabel}
          <span className={classes.buildingKind}>{kind}</span>
        </h2>
      </div>
      <nav className={classes.floorNav} aria-label={t`Other floors and buildings`}>
        {left ? (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            onClick={() => go(left)}
            data-go="left"
            {...NAV_BUTTON}
          >
            {t`Building ${left.building}`}
          </Button>
        ) : (
          <span data-go="left" />
        )}
        <Button
          variant="default"
          leftSection={
            <IconChevronDown size={18} aria-hidden="true" style={{ transform: 'rotate(180deg)' }} />
          }
          disabled={up === null}
          onClick={() => go(floorStep(1))}
          data-go="up"
          aria-label={up === null ? undefined : t`Floor up: ${floorName(up)}`}
          {...NAV_BUTTON}
        >
          {up === null ? t`Top floor` : t`Floor up`}
        </Button>
        <Button
          variant="default"
          leftSection={<IconChevronDown size={18} aria-hidden="true" />}
          disabled={down === null}
          onClick={() => go(floorStep(-1))}
          data-go="down"
          aria-label={down === null ? undefined : t`Floor down: ${floorName(down)}`}
          {...NAV_BUTTON}
        >
          {down === null ? t`Ground floor` : t`Floor down`}
        </Button>
        {right ? (
          <Button
            variant="default"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            onClick={() => go(right)}
            data-go="right"
            {...NAV_BUTTON}
          >
            {t`Building ${right.building}`}
          </Button>
        ) : (
          <span data-go="right" />
        )}
      </nav>
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
            const status = statusOf(unit, statuses);
            const matches = matchesPickerFilters(unit, status, filters);
            const outdoor = outdoorOf(unit);
            const isSelected = unit.weNr === selected;
            return (
              <li
                key={unit.weNr}
                className={classes.flatItem}
                style={{ '--flat-width': width, '--flat-depth': LAYOUT_DEPTH } as CSSProperties}
              >
                <button
                  type="button"
                  className={`${classes.flat} mantine-focus-auto`}
                  data-tone={known ? statusTone(status) : 'unknown'}
                  data-dimmed={matches ? undefined : ''}
                  data-flat={unit.weNr}
                  data-selected={isSelected ? '' : undefined}
                  aria-label={nameOf(unit, status, matches)}
                  aria-expanded={isSelected}
                  aria-controls={isSelected ? summaryId : undefined}
                  onClick={() => onSelect(isSelected ? undefined : unit.weNr)}
                >
                  <span className={classes.flatText} aria-hidden="true">
                    <span className={classes.flatCode}>{unit.weNr}</span>
                    <span>{t`${unit.rooms} rooms`}</span>
                    <span>{area(unit.livingArea)}</span>
                    <span className={classes.flatStatus}>{known ? statusLabel(status) : '…'}</span>
                  </span>
                  <span className={classes.outdoor} data-outdoor={outdoor} aria-hidden="true">
                    {i18n._(outdoorLabel(unit, outdoor))}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <span className={classes.side}>{t`Garden side`}</span>
      </div>

      {selectedUnit && (
        <section
          ref={summaryRef}
          id={summaryId}
          className={classes.summary}
          aria-label={t`Apartment ${selectedUnit.weNr}`}
          data-summary={selectedUnit.weNr}
        >
          <div className={classes.summaryHead}>
            <h3 className={classes.summaryTitle}>{t`Apartment ${selectedUnit.weNr}`}</h3>
            <CloseButton size="lg" aria-label={t`Close the details`} onClick={() => onSelect(undefined)} />
          </div>
          <div className={classes.summaryStatus}>
            {known ? <UnitStatusBadge status={statusOf(selectedUnit, statuses)} /> : null}
            {asOf && <span>{asOf}</span>}
          </div>
          <dl className={classes.summaryFacts}>
            <div>
              <dt>{t`Rooms`}</dt>
              <dd>{number(selectedUnit.rooms)}</dd>
            </div>
            <div>
              <dt>{t`Living area`}</dt>
              <dd>{area(selectedUnit.livingArea)}</dd>
            </div>
            <div>
              <dt>{t`Price`}</dt>
              <dd>{euro(displayPrice(selectedUnit.price))}</dd>
            </div>
          </dl>
          <div className={classes.summaryActions}>
            <Button
              component={PathLink}
              href={localizePath(unitPagePath(selectedUnit.weNr), locale)}
              data-unit-link=""
            >
              {t`View apartment ${selectedUnit.weNr}`}
            </Button>
            <Button
              variant="outline"
              leftSection={<IconFileDescription size={18} aria-hidden="true" />}
              onClick={() => requestExpose(selectedUnit)}
            >
              {t`Request exposé`}
            </Button>
            {favourite(selectedUnit)}
          </div>
        </section>
      )}

      <details className={classes.list} data-floor-list="">
        <summary>{t`The apartments of this floor as a list`}</summary>
        <ul aria-label={t`Building ${building}, ${floorLabel}`}>
          {placed.units.map(({ unit }) => {
            const status = statusOf(unit, statuses);
            return (
              <li key={unit.weNr} data-dimmed={matchesPickerFilters(unit, status, filters) ? undefined : ''}>
                <PathLink href={localizePath(unitPagePath(unit.weNr), locale)} fw={700}>
                  {t`Apartment ${unit.weNr}`}
                </PathLink>
                {' · '}
                {t`${unit.rooms} rooms`} · {area(unit.livingArea)} · {euro(displayPrice(unit.price))} ·{' '}
                {known ? statusLabel(status) : '…'}
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}
