/**
 * Where the field kit's pages live, without the language prefix (localizePath adds /de). One source
 * for the unit pages, the compare page and the offline pack, so the finder, the prerender, the
 * sitemap and the service worker agree on every URL.
 */
import { BUILDINGS, UNITS } from '../content/units.ts';
import { pickerFloorPath, unitPagePath } from './field-kit-paths.ts';

export {
  COMPARE_PATH,
  DEVICE_PATH,
  PICKER_PATH,
  pickerFloorPath,
  PROJECT_PATH,
  unitPagePath,
} from './field-kit-paths.ts';
export { isPickerFloorPath } from './picker-paths.ts';

/** Every unit page, in the order of the unit list. */
export const UNIT_PAGE_PATHS: readonly string[] = UNITS.map((unit) => unitPagePath(unit.weNr));

/** Every floor's page of the picker, building by building, ground floor first. */
export const PICKER_FLOOR_PATHS: readonly string[] = BUILDINGS.flatMap((building) =>
  Array.from({ length: building.floors }, (_, floor) => pickerFloorPath(building.number, floor)),
);
