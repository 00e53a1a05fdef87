import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';

import { SITE_ROWS } from '@/content/site-plan';
import { BUILDINGS, type BuildingNumber } from '@/content/units';

import { BUILDING_KIND_LABELS, FLOOR_LABELS } from '../model/unit-labels';
import { type UnitStatuses, unitStatusTone } from '../model/unit-status';
import { type FloorBand, matchesPickerFilters, type PickerFilters } from './picker-model';
import classes from './picker.module.css';

export interface SiteViewProps {
  bands: Map<BuildingNumber, FloorBand[]>;
  statuses: UnitStatuses;
  filters: PickerFilters;
  /** Whether the statuses are live: only then are flats counted as free. */
  known: boolean;
  onOpen: (building: BuildingNumber, floor: number) => void;
}

/**
 * The four buildings as the site places them: the street building along Grabbeallee, the three
 * garden houses behind it. Each is a stack of its floors, top floor first; a floor shows its flats as
 * small cells filled by status and how many are free, and opens that floor. Memoised: a tap that
 * opens a floor, or anything else the picker re-renders for, leaves it as it is.
 */
export const SiteView = memo(function SiteView({ bands, statuses, filters, known, onOpen }: SiteViewProps) {
  const { t, i18n } = useLingui();
  const building = (number: BuildingNumber) => {
    const kind = i18n._(BUILDING_KIND_LABELS[BUILDINGS.find((b) => b.number === number)!.kind]);
    return (
      <section
        key={number}
        className={classes.building}
        aria-label={t`Building ${number}, ${kind}`}
        data-site-building={number}
      >
        <h2 className={classes.buildingName}>
          {t`Building ${number}`} <span className={classes.buildingKind}>{kind}</span>
        </h2>
        <ol className={classes.bands}>
          {bands.get(number)!.map((band) => {
            const floor = i18n._(FLOOR_LABELS[band.floor]!);
            const total = band.units.length;
            const free = band.free;
            const freeText = known ? t`${free} of ${total} free` : t`${total} apartments`;
            return (
              <li key={band.floor}>
                <button
                  type="button"
                  className={`${classes.band} mantine-focus-auto`}
                  onClick={() => onOpen(number, band.floor)}
                  aria-label={
                    known
                      ? t`${floor}, building ${number}: ${free} of ${total} apartments available`
                      : t`${floor}, building ${number}: ${total} apartments`
                  }
                  data-band={`${number}.${band.floor}`}
                  data-free={known ? free : undefined}
                >
                  <span className={classes.bandFloor}>{floor}</span>
                  <span className={classes.cells} aria-hidden="true">
                    {band.units.map((unit) => {
                      const status = statuses.get(unit.weNr)!;
                      return (
                        <span
                          key={unit.weNr}
                          className={classes.cell}
                          data-tone={unitStatusTone(status)}
                          data-dimmed={matchesPickerFilters(unit, status, filters) ? undefined : ''}
                          style={{ flexGrow: unit.livingArea }}
                        />
                      );
                    })}
                  </span>
                  <span className={classes.bandFree}>{freeText}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </section>
    );
  };
  return (
    <div className={classes.site} data-site-view="">
      <div className={classes.street} aria-hidden="true">
        Grabbeallee
      </div>
      <div className={classes.streetRow}>{SITE_ROWS.street.map(building)}</div>
      <p className={classes.courtyard} aria-hidden="true">
        {t`Courtyard garden`}
      </p>
      <div className={classes.gardenRow}>{SITE_ROWS.garden.map(building)}</div>
    </div>
  );
});
