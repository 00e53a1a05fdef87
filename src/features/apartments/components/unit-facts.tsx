import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';

import { buildingOf, type Unit } from '@/content/units';
import { useFormatters } from '@/lib/i18n/use-formatters';

import { BUILDING_KIND_LABELS, CATEGORY_LABELS, FLOOR_LABELS, outdoorLabel } from '../model/unit-labels';
import classes from './unit-card.module.css';

/**
 * Every fact of a unit as a description list: the card's details, and on the unit page (`full`) also the
 * unit code and the number of rooms, which the card states in its summary line.
 */
export function UnitFacts({ unit, full = false }: { unit: Unit; full?: boolean }) {
  const { t, i18n } = useLingui();
  const { euro, area } = useFormatters();
  const kind = i18n._(BUILDING_KIND_LABELS[buildingOf(unit.building).kind]);
  const outdoor = (['balcony', 'terrace', 'garden'] as const).filter((key) => unit[key] !== undefined);
  return (
    <dl className={classes.details} data-unit-facts="">
      {full && (
        <>
          <dt>{t`Unit code`}</dt>
          <dd>{unit.weNr}</dd>
          <dt>{t`Rooms`}</dt>
          <dd>{unit.rooms}</dd>
        </>
      )}
      <dt>{t`Type`}</dt>
      <dd>{i18n._(CATEGORY_LABELS[unit.category])}</dd>
      <dt>{t`Serial no.`}</dt>
      <dd>{unit.unitNumber}</dd>
      <dt>{t`Building`}</dt>
      <dd>{t`Building ${unit.building} (${kind})`}</dd>
      <dt>{t`Floor`}</dt>
      <dd>{i18n._(FLOOR_LABELS[unit.floor]!)}</dd>
      <dt>{t`Living area (excl. outdoor space)`}</dt>
      <dd>{area(unit.livingArea)}</dd>
      {outdoor.map((key) => (
        <Fragment key={key}>
          <dt>{i18n._(outdoorLabel(unit, key))}</dt>
          <dd>{area(unit[key]!)}</dd>
        </Fragment>
      ))}
      {unit.storageRoom !== undefined && (
        <>
          <dt>{t`Basement storage room`}</dt>
          <dd>{area(unit.storageRoom)}</dd>
        </>
      )}
      <dt>{t`Bicycle spaces`}</dt>
      <dd>{unit.bicycleSpots}</dd>
      <dt>{t`Price`}</dt>
      <dd>{t`${euro(unit.price)} (${euro(unit.pricePerSqm)} per m²)`}</dd>
    </dl>
  );
}
