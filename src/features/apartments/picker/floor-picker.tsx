import { useLingui } from '@lingui/react/macro';
import { Chip, Container, Group, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';

import { IconArrowLeft } from '@/components/icons';
import { type BuildingNumber, type RoomCount, type Unit } from '@/content/units';
import { useHydrated } from '@/first-load/hydration';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';

import { statusAsOf, useUnitStatuses } from '../hooks/use-unit-statuses';
import { FloorView } from './floor-view';
import { floorBands, pickerParams, readPickerSearch, type PickerSearch } from './picker-model';
import classes from './picker.module.css';
import { SiteView } from './site-view';
import { StatusLegend } from './status-fill';

const NO_SEARCH: PickerSearch = {};
const ROOM_CHOICES: readonly RoomCount[] = [2, 3, 4];

export interface FloorPickerProps {
  /** The heart of a unit (features do not import each other: the route passes it). */
  favourite: (unit: Unit) => ReactNode;
}

/**
 * Choosing by building and floor: the site's four buildings with their floors as bands, then one floor
 * with every flat in its place, by live status. Building, floor and filters live in the URL
 * (`?building=2&floor=3`, picker-model.ts); the prerendered page is the site view, the address applies
 * once hydrated. Statuses as the finder has them: live, else the last kept on the device, with their time.
 */
export function FloorPicker({ favourite }: FloorPickerProps) {
  const { t } = useLingui();
  const { dateTime } = useDateFormatters();
  const hydrated = useHydrated();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = hydrated ? readPickerSearch(raw) : NO_SEARCH;
  const navigate = useNavigate();
  const statusState = useUnitStatuses();
  const [selected, setSelected] = useState<string | undefined>();
  const known = statusState.phase !== 'loading';
  const asOfDate = statusAsOf(statusState);
  const time = asOfDate ? dateTime(asOfDate) : '';
  const asOf =
    statusState.phase === 'cached'
      ? t`as of ${time}, last saved on this device (offline)`
      : asOfDate
        ? t`as of ${time}`
        : null;
  const filters = { rooms: search.rooms, available: search.available };

  const update = (patch: PickerSearch, replace: boolean) =>
    void navigate({
      to: '.',
      search: (old: Record<string, unknown>) => ({ ...old, ...pickerParams({ ...search, ...patch }) }),
      replace,
      resetScroll: false,
    } as never);
  const open = (building: BuildingNumber | undefined, floor: number | undefined, replace: boolean) => {
    setSelected(undefined);
    update({ building, floor }, replace);
  };

  return (
    <Container
      size="lg"
      pb={64}
      className={classes.picker}
      data-picker=""
      data-status-phase={statusState.phase}
    >
      <div className={classes.toolbar}>
        <div role="radiogroup" aria-labelledby="picker-rooms-label" className={classes.rooms}>
          <Text id="picker-rooms-label" fw={600} fz="sm">
            {t`Rooms`}
          </Text>
          <Chip.Group
            value={String(search.rooms ?? 'all')}
            onChange={(value) =>
              update({ rooms: value === 'all' ? undefined : (Number(value) as RoomCount) }, true)
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
          checked={search.available === true}
          onChange={(checked) => update({ available: checked ? true : undefined }, true)}
          data-picker-available=""
          classNames={{ root: classes.wrappingChip, label: classes.wrappingChipLabel }}
        >
          {t`Only available`}
        </Chip>
      </div>
      <div className={classes.statusLine}>
        <StatusLegend label={t`What the fills mean`} />
        <Text fz="sm" c="charcoal.7" data-as-of="" aria-live="polite">
          {statusState.phase === 'loading'
            ? t`Checking the current status…`
            : statusState.phase === 'failed'
              ? t`Availability could not be checked just now; all apartments are shown as available.`
              : t`Availability ${asOf}`}
        </Text>
      </div>

      {search.building === undefined ? (
        <SiteView
          bands={floorBands(statusState.statuses)}
          statuses={statusState.statuses}
          filters={filters}
          known={known}
          onOpen={(building, floor) => open(building, floor, false)}
        />
      ) : (
        <>
          <button
            type="button"
            className={`${classes.back} mantine-focus-auto`}
            onClick={() => open(undefined, undefined, false)}
            data-site-link=""
          >
            <IconArrowLeft size={18} aria-hidden="true" />
            {t`All buildings`}
          </button>
          <FloorView
            building={search.building}
            floor={search.floor ?? 0}
            statuses={statusState.statuses}
            known={known}
            asOf={asOf}
            filters={filters}
            selected={selected}
            onSelect={setSelected}
            onGo={(building, floor) => open(building, floor, true)}
            favourite={favourite}
          />
        </>
      )}
    </Container>
  );
}
