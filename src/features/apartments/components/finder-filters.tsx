import { useLingui } from '@lingui/react/macro';
import { Anchor, CheckIcon, Chip, Group, NativeSelect, Stack } from '@mantine/core';
import { memo, useCallback, useId, useMemo } from 'react';

import { DEFAULT_SORT, type FinderSearch, SORT_ORDERS, type SortOrder } from '../model/finder-search';
import { type FilterCounts, hasActiveFilters } from '../model/unit-finder';
import classes from './apartment-finder.module.css';

export interface FinderFiltersProps {
  search: FinderSearch;
  counts: FilterCounts;
  /** Both the same across renders: the chip groups and the sort are memoised. */
  onChange: (patch: Partial<FinderSearch>) => void;
  onReset: () => void;
}

interface ChipFilterOption {
  value: number;
  label: string;
  count: number;
}

/**
 * One chip: Mantine's Chip (its markup and its classes, Chip.css) as plain elements, memoised. A tap
 * on a filter is answered in its own frame, and Mantine's Chip resolves its theme, styles and
 * variables on every render.
 */
const FilterChip = memo(function FilterChip({
  name,
  value,
  label,
  count,
  checked,
  onSelect,
}: {
  name: string;
  /** 'all' or the option's value. */
  value: string;
  label: string;
  count: number;
  checked: boolean;
  onSelect: (value: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={`${classes.chip} ${Chip.classes.root}`}>
      <input
        className={Chip.classes.input}
        id={id}
        type="radio"
        value={value}
        checked={checked}
        onChange={(event) => event.currentTarget.checked && onSelect(value)}
        data-filter={`${name}-${value}`}
        // Label and count merge when read as one text ("Building 29"): the radio is named apart.
        aria-label={t`${label}, ${count} apartments`}
      />
      <label
        className={`${Chip.classes['label--filled']} ${Chip.classes.label}`}
        data-checked={checked ? 'true' : undefined}
        htmlFor={id}
      >
        {checked && (
          <span className={Chip.classes.iconWrapper}>
            <CheckIcon className={Chip.classes.checkIcon} />
          </span>
        )}
        <span>
          {label}
          {/* How many apartments it lists after the label, e.g. "Building 2  12". */}
          <span className={classes.chipCount} data-count={count}>
            {count}
          </span>
        </span>
      </label>
    </div>
  );
});

/**
 * One single-choice filter as a chip group: 'all' plus one chip per option, each with how many
 * apartments it lists. `name` is used for the label id and the chips' data-filter attribute. Memoised: a sort, or
 * the other filter's chip where the counts stay, leaves it as it is.
 */
const ChipFilter = memo(function ChipFilter({
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
  const labelId = `filter-${name}-label`;
  const choose = useCallback(
    (value: string) => onSelect(value === 'all' ? undefined : Number(value)),
    [onSelect],
  );
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      <p id={labelId} className={classes.filterLabel}>
        {label}
      </p>
      <Group gap="xs">
        <FilterChip
          name={name}
          value="all"
          label={allLabel}
          count={allCount}
          checked={selected === undefined}
          onSelect={choose}
        />
        {options.map((option) => (
          <FilterChip
            key={option.value}
            name={name}
            value={String(option.value)}
            label={option.label}
            count={option.count}
            checked={selected === option.value}
            onSelect={choose}
          />
        ))}
      </Group>
    </div>
  );
});

/** The sort order; memoised: a chip leaves the select as it is. */
const SortSelect = memo(function SortSelect({
  sort,
  onChange,
}: {
  sort: SortOrder | undefined;
  onChange: (patch: Partial<FinderSearch>) => void;
}) {
  const { t } = useLingui();
  const sortLabels: Record<SortOrder, string> = {
    'price-asc': t`Price: low to high`,
    'price-desc': t`Price: high to low`,
    'price-per-sqm-asc': t`Price per m²: low to high`,
    'size-asc': t`Size: small to large`,
  };
  return (
    <NativeSelect
      label={t`Sort by`}
      value={sort ?? DEFAULT_SORT}
      onChange={(event) => {
        const value = event.currentTarget.value as SortOrder;
        onChange({ sort: value === DEFAULT_SORT ? undefined : value });
      }}
      data={SORT_ORDERS.map((order) => ({ value: order, label: sortLabels[order] }))}
      w={260}
      maw="100%"
      classNames={{ wrapper: classes.sort }}
    />
  );
});

/**
 * Building and room filters, a chip for each value some unit has, with how many apartments each lists
 * (the list's own count, whatever the statuses); the sort order and a reset link.
 */
export function FinderFilters({ search, counts, onChange, onReset }: FinderFiltersProps) {
  const { t } = useLingui();
  const buildingOptions = useMemo(
    () =>
      counts.building.options.map(({ value: number, count }) => ({
        value: number,
        label: t`Building ${number}`,
        count,
      })),
    [counts.building, t],
  );
  const roomOptions = useMemo(
    () =>
      counts.rooms.options.map(({ value: rooms, count }) => ({
        value: rooms,
        label: t`${rooms} rooms`,
        count,
      })),
    [counts.rooms, t],
  );
  const onBuilding = useCallback(
    (value: number | undefined) => onChange({ building: value as FinderSearch['building'] }),
    [onChange],
  );
  const onRooms = useCallback(
    (value: number | undefined) => onChange({ rooms: value as FinderSearch['rooms'] }),
    [onChange],
  );
  return (
    <Stack gap="md" className={classes.filters}>
      <ChipFilter
        name="building"
        label={t`Building`}
        allLabel={t`All`}
        allCount={counts.building.all}
        selected={search.building}
        options={buildingOptions}
        onSelect={onBuilding}
      />
      <ChipFilter
        name="rooms"
        label={t`Rooms`}
        allLabel={t`All`}
        allCount={counts.rooms.all}
        selected={search.rooms}
        options={roomOptions}
        onSelect={onRooms}
      />
      <Group justify="space-between" align="flex-end">
        <SortSelect sort={search.sort} onChange={onChange} />
        {hasActiveFilters(search) && (
          <Anchor component="button" type="button" onClick={onReset} fz="sm" className={classes.reset}>
            {t`Reset filters`}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
