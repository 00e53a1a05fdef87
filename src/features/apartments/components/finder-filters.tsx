import { useLingui } from '@lingui/react/macro';
import { Anchor, Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';

import { DEFAULT_SORT, type FinderSearch, SORT_ORDERS, type SortOrder } from '../model/finder-search';
import { type FilterCounts, hasActiveFilters } from '../model/unit-finder';
import classes from './apartment-finder.module.css';

export interface FinderFiltersProps {
  search: FinderSearch;
  counts: FilterCounts;
  onChange: (patch: Partial<FinderSearch>) => void;
  onReset: () => void;
}

/** The Available count after a chip's label, e.g. "Building 2  9". */
function ChipCount({ count }: { count: number }) {
  return (
    <Text component="span" fz="xs" fw={700} ml={6} c="inherit" opacity={0.8} data-count={count}>
      {count}
    </Text>
  );
}

interface ChipFilterOption {
  value: number;
  label: string;
  count: number;
}

/**
 * One single-choice filter as a chip group: 'all' plus one chip per option, each with its Available
 * count. `name` is used for the label id and the chips' data-filter attribute.
 */
function ChipFilter({
  name,
  label,
  allLabel,
  allCount,
  selected,
  options,
  onSelect,
}: {
  name: string;
  label: string;
  allLabel: string;
  allCount: number;
  selected: number | undefined;
  options: ChipFilterOption[];
  onSelect: (value: number | undefined) => void;
}) {
  const { t } = useLingui();
  const labelId = `filter-${name}-label`;
  // Label and count merge when read as one text ("Building 29"): the radio is named apart.
  const nameOf = (text: string, count: number) => t`${text}, ${count} available`;
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      <Text id={labelId} fw={600} fz="sm" mb={6}>
        {label}
      </Text>
      <Chip.Group
        value={String(selected ?? 'all')}
        onChange={(value) => onSelect(value === 'all' ? undefined : Number(value))}
      >
        <Group gap="xs">
          <Chip
            value="all"
            data-filter={`${name}-all`}
            aria-label={nameOf(allLabel, allCount)}
            classNames={{ root: classes.chip }}
          >
            {allLabel}
            <ChipCount count={allCount} />
          </Chip>
          {options.map((option) => (
            <Chip
              key={option.value}
              value={String(option.value)}
              data-filter={`${name}-${option.value}`}
              aria-label={nameOf(option.label, option.count)}
              classNames={{ root: classes.chip }}
            >
              {option.label}
              <ChipCount count={option.count} />
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}

/**
 * Building and room filters, a chip for each value some unit has, with the Available count of each
 * option; the sort order and a reset link.
 */
export function FinderFilters({ search, counts, onChange, onReset }: FinderFiltersProps) {
  const { t } = useLingui();
  const sortLabels: Record<SortOrder, string> = {
    'price-asc': t`Price: low to high`,
    'price-desc': t`Price: high to low`,
    'price-per-sqm-asc': t`Price per m²: low to high`,
    'size-asc': t`Size: small to large`,
  };
  return (
    <Stack gap="md" className={classes.filters}>
      <ChipFilter
        name="building"
        label={t`Building`}
        allLabel={t`All`}
        allCount={counts.building.all}
        selected={search.building}
        options={counts.building.options.map(({ value: number, count }) => ({
          value: number,
          label: t`Building ${number}`,
          count,
        }))}
        onSelect={(value) => onChange({ building: value as FinderSearch['building'] })}
      />
      <ChipFilter
        name="rooms"
        label={t`Rooms`}
        allLabel={t`All`}
        allCount={counts.rooms.all}
        selected={search.rooms}
        options={counts.rooms.options.map(({ value: rooms, count }) => ({
          value: rooms,
          label: t`${rooms} rooms`,
          count,
        }))}
        onSelect={(value) => onChange({ rooms: value as FinderSearch['rooms'] })}
      />
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
          maw="100%"
          classNames={{ wrapper: classes.sort }}
        />
        {hasActiveFilters(search) && (
          <Anchor component="button" type="button" onClick={onReset} fz="sm" className={classes.reset}>
            {t`Reset filters`}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
