/**
 * The field kit's paths that need no unit data, so that modules every page loads (the catalog map,
 * the page list) can name them without pulling the 56 units into the home page's JavaScript.
 * Import them from ./unit-pages.ts, which re-exports them with the unit pages' paths.
 */
import { PROJECT_ID } from '../content/project-id.ts';

export const PROJECT_PATH = `/projects/${PROJECT_ID}`;

/** One apartment's page, e.g. /projects/grabbeallee-68/apartments/2.3.1. */
export function unitPagePath(weNr: string): string {
  return `${PROJECT_PATH}/apartments/${weNr}`;
}

/** Side-by-side comparison of up to three units: ?units=2.3.1,1.0.2 */
export const COMPARE_PATH = `${PROJECT_PATH}/compare`;

/** Choosing by building and floor: the site view (prerendered, precached). */
export const PICKER_PATH = `${PROJECT_PATH}/floors`;

/** One floor of the picker: /projects/grabbeallee-68/floors/2/3 is building 2, 3rd floor. */
export function pickerFloorPath(building: number, floor: number): string {
  return `${PICKER_PATH}/${building}/${floor}`;
}

/** The device page: offline pack, install, shared-device clearing. */
export const DEVICE_PATH = '/device';
