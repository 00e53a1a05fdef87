import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

import { PathLink } from '@/components/link/path-link';
import { earlyBirdDiscount } from '@/content/early-bird-discount';
import { PURCHASE_COST_RATES } from '@/content/project-page/purchase-costs';
import { buildingOf, type Unit } from '@/content/units';
import { INTL_LOCALE, localizePath } from '@/lib/i18n/locale';
import { DATE_TIME } from '@/lib/i18n/use-date-formatters';
import { dateTimeFormat, useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';
import { unitPagePath } from '@/site-map/unit-pages';

import { PlanOrDrawing } from '../components/plan-or-drawing';
import {
  PurchaseCostNote,
  usePurchaseCostAmounts,
  type PurchaseCostKey,
} from '../components/purchase-cost-table';
import { UnitStatusBadgeOf } from '../components/unit-status-badge';
import { useTotalCostLabel } from '../components/use-total-cost-label';
import { UnitPlanSvg } from '../floor-plans/unit-plan-svg';
import { useUnitStatuses } from '../hooks/use-unit-statuses';
import { BUILDING_KIND_LABELS, FLOOR_LABELS, OUTDOOR_LABELS, outdoorLabel } from '../model/unit-labels';
import { knowledgeAsOf, unitStatusOf } from '../model/unit-status';
import classes from './compare-table.module.css';

export interface CompareTableProps {
  units: readonly Unit[];
  /** Shown under each unit's name, e.g. its heart and 'Remove from comparison'. */
  unitActions?: (unit: Unit) => ReactNode;
}

interface CompareRow {
  key: string;
  label: string;
  cell: (unit: Unit) => ReactNode;
}

/** Rows under a heading that spans the table (the buying costs), or without one. */
interface CompareGroup {
  key: string;
  label?: string;
  rows: CompareRow[];
}

function StatusAsOf({ at, format }: { at: Date; format: Intl.DateTimeFormat }) {
  const { t } = useLingui();
  const time = format.format(at);
  return (
    <Text fz="xs" c="charcoal.6" data-status-as-of={at.toISOString()}>
      {t`As of ${time}`}
    </Text>
  );
}

/**
 * Up to three units side by side: one column per unit, one row per fact, row labels stay in view. On a
 * phone the labels are a narrow column and the units swipe past it one at a time (compare-table.module.css).
 */
export function CompareTable({ units, unitActions }: CompareTableProps) {
  const { t, i18n } = useLingui();
  const amountsOf = usePurchaseCostAmounts();
  const totalLabel = useTotalCostLabel();
  const rates = PURCHASE_COST_RATES;
  const locale = useLocale();
  const { euro, number, area: formatArea } = useFormatters();
  const statusState = useUnitStatuses();
  const asOf = knowledgeAsOf(statusState);
  const dateTime = dateTimeFormat(INTL_LOCALE[locale], DATE_TIME);
  const area = (value: number | undefined) => (value === undefined ? '—' : formatArea(value));

  const status: CompareRow = {
    key: 'status',
    label: t`Availability`,
    cell: (unit) => (
      <Stack gap={4} align="flex-start">
        <UnitStatusBadgeOf status={unitStatusOf(unit, statusState)} />
        {statusState.phase === 'loading' ? (
          <Text fz="xs" c="charcoal.6">{t`Loading availability`}</Text>
        ) : statusState.phase === 'unknown' ? (
          <Text fz="xs" c="charcoal.6">{t`Cannot be checked right now`}</Text>
        ) : (
          asOf && <StatusAsOf at={asOf} format={dateTime} />
        )}
      </Stack>
    ),
  };
  const facts: CompareRow[] = [
    status,
    {
      key: 'plan',
      label: t`Floor plan`,
      cell: (unit) => (
        <div className={classes.plan}>
          <PlanOrDrawing
            name={`unit-${unit.weNr}`}
            alt={t`Floor plan of apartment ${unit.weNr}`}
            drawing={<UnitPlanSvg unit={unit} compact />}
          />
        </div>
      ),
    },
    { key: 'rooms', label: t`Rooms`, cell: (unit) => number(unit.rooms) },
    { key: 'living-area', label: t`Living area`, cell: (unit) => area(unit.livingArea) },
    ...(['balcony', 'terrace', 'garden'] as const).map((kind) => ({
      key: kind,
      label: i18n._(OUTDOOR_LABELS[kind]),
      cell: (unit: Unit) =>
        outdoorLabel(unit, kind) === OUTDOOR_LABELS[kind] || unit[kind] === undefined
          ? area(unit[kind])
          : `${area(unit[kind])} (${i18n._(outdoorLabel(unit, kind))})`,
    })),
    { key: 'floor', label: t`Floor`, cell: (unit) => i18n._(FLOOR_LABELS[unit.floor]!) },
    {
      key: 'building',
      label: t`Building`,
      cell: (unit) => {
        const kind = i18n._(BUILDING_KIND_LABELS[buildingOf(unit.building).kind]);
        return t`Building ${unit.building} (${kind})`;
      },
    },
    { key: 'price', label: t`Price`, cell: (unit) => euro(unit.price) },
    { key: 'price-per-sqm', label: t`Price per m²`, cell: (unit) => euro(unit.pricePerSqm) },
  ];
  // One row per amount, so that each can be compared across the units; labels short enough for the
  // narrow label column of a phone (the card's cost table words them in full).
  // '6 %' kept on one line (a no-break space), also in the narrow label column.
  const percent = (rate: keyof typeof rates) => `${number(rates[rate].percent)}\u00a0%`;
  const costRow = (key: Exclude<PurchaseCostKey, 'price'>, label: string) => ({
    key: `cost-${key}`,
    label,
    cell: (unit: Unit) => amountsOf(unit)[key],
  });
  const discountRate = percent('earlyBirdDiscount');
  const taxRate = percent('landTransferTax');
  const feesRate = percent('notaryAndLandRegister');
  const costs: CompareRow[] = [
    costRow('tax', t`Land transfer tax (${taxRate})`),
    costRow('notary', t`Notary, land register (about ${feesRate})`),
    costRow('total', totalLabel),
  ];
  // The discount as its own lines, and only once its conditions are confirmed facts.
  const discounted: CompareRow[] = [
    costRow('discount', t`Discount (${discountRate})`),
    costRow('discounted-total', totalLabel),
  ];
  const groups: CompareGroup[] = [
    { key: 'facts', rows: facts },
    { key: 'costs', label: t`Purchase price and buying costs`, rows: costs },
    ...(earlyBirdDiscount.confirmed
      ? [
          {
            key: 'costs-discounted',
            label: t`With early-bird discount, if the conditions apply`,
            rows: discounted,
          },
        ]
      : []),
  ];

  return (
    <div>
      <div
        className={classes.scroller}
        role="region"
        aria-label={t`Comparison of the chosen apartments`}
        tabIndex={0}
        data-status-phase={statusState.phase}
      >
        <table
          className={classes.table}
          data-compare-table=""
          style={{ '--compare-units': units.length } as CSSProperties}
        >
          <thead>
            <tr>
              <td className={classes.rowLabel} />
              {units.map((unit) => (
                <th key={unit.weNr} scope="col" className={classes.unitHead} data-unit={unit.weNr}>
                  <Stack gap={4}>
                    <PathLink
                      href={localizePath(unitPagePath(unit.weNr), locale)}
                      fw={700}
                      fz="lg"
                      className={classes.unitLink}
                      c="pine.7"
                    >
                      {t`Apartment ${unit.weNr}`}
                    </PathLink>
                    {unitActions && (
                      <Group gap={4} className={classes.unitActions}>
                        {unitActions(unit)}
                      </Group>
                    )}
                  </Stack>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.key} data-group={group.key}>
              {group.label && (
                <tr data-row={group.key}>
                  <th scope="rowgroup" colSpan={units.length + 1} className={classes.groupLabel}>
                    <span>{group.label}</span>
                  </th>
                </tr>
              )}
              {group.rows.map((row) => (
                <tr
                  key={row.key}
                  data-row={row.key}
                  className={
                    row.key === 'cost-total' || row.key === 'cost-discounted-total'
                      ? classes.total
                      : undefined
                  }
                >
                  <th scope="row" className={classes.rowLabel}>
                    {row.label}
                  </th>
                  {units.map((unit) => (
                    <td key={unit.weNr} className={row.key === 'plan' ? undefined : classes.number}>
                      {row.cell(unit)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <PurchaseCostNote />
    </div>
  );
}
