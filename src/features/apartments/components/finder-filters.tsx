import { useLingui } from '@lingui/react/macro';
import { Anchor, Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';

import {
  BUILDING_FILTERS,
  type FilterCounts,
  type FinderSearch,
  ROOM_FILTERS,
  SORT_ORDERS,
  type SortOrder,
  DEFAULT_SORT,
  hasActiveFilters,
} from '../model/unit-finder';

export interface FinderFiltersProps {
  search: FinderSearch;
  counts: FilterCounts;
  onChange: (patch: Partial<FinderSearch>) => void;
  onReset: () => void;
}

function ChipCount({ count }: { count: number }) {
  return (
    <Text component="span" fz="xs" fw={700} ml={6} c="inherit" opacity={0.8} data-count={count}>
      {count}
    </Text>
  );
}

/** Building and room filters with the Available count of each option, the sort order and a reset link. */
export function FinderFilters({ search, counts, onChange, onReset }: FinderFiltersProps) {
  const { t } = useLingui();
  const sortLabels: Record<SortOrder, string> = {
    'price-asc': t`Price: low to high`,
    'price-desc': t`Price: high to low`,
    'price-per-sqm-asc': t`Price per m²: low to high`,
    'size-asc': t`Size: small to large`,
  };
  const roomLabel = (rooms: number) => (rooms === 1 ? t`Studio` : t`${rooms} rooms`);

  return (
    <Stack gap="md">
      <div role="radiogroup" aria-labelledby="filter-building-label">
        <Text id="filter-building-label" fw={600} fz="sm" mb={6}>
          {t`Building`}
        </Text>
        <Chip.Group
          value={String(search.building ?? 'all')}
          onChange={(value) =>
            onChange({ building: value === 'all' ? undefined : (Number(value) as FinderSearch['building']) })
          }
        >
          <Group gap="xs">
            <Chip value="all" data-filter="building-all">
              {t`All`}
              <ChipCount count={counts.building.all} />
            </Chip>
            {BUILDING_FILTERS.map((number) => (
              <Chip key={number} value={String(number)} data-filter={`building-${number}`}>
                {t`Building ${number}`}
                <ChipCount count={counts.building[number]} />
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <div role="radiogroup" aria-labelledby="filter-rooms-label">
        <Text id="filter-rooms-label" fw={600} fz="sm" mb={6}>
          {t`Rooms`}
        </Text>
        <Chip.Group
          value={String(search.rooms ?? 'all')}
          onChange={(value) =>
            onChange({ rooms: value === 'all' ? undefined : (Number(value) as FinderSearch['rooms']) })
          }
        >
          <Group gap="xs">
            <Chip value="all" data-filter="rooms-all">
              {t`All`}
              <ChipCount count={counts.rooms.all} />
            </Chip>
            {ROOM_FILTERS.map((rooms) => (
              <Chip key={rooms} value={String(rooms)} data-filter={`rooms-${rooms}`}>
                {roomLabel(rooms)}
                <ChipCount count={counts.rooms[rooms]} />
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t`Sort by`}
          value={search.sort ?? DEFAULT_SORT}
          onChange={(event) => {
            const value = event.currentTarget.value as SortOrder;
            onChange({ sort: value === DEFAULT_SORT ? undefined : value });
          }}
          data={SORT_ORDERS.map((order) => ({ value: order, label: sortLabels[order] }))}
          w={260}
        />
        {hasActiveFilters(search) && (
          <Anchor component="button" type="button" onClick={onReset} fz="sm">
            {t`Reset filters`}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
