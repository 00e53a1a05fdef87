/**
 * The picker's floor pages (a module apart from field-kit-paths.ts, which the code every page loads
 * imports: only the picker, the prerender and the worker need these).
 */
import { PICKER_PATH } from './field-kit-paths.ts';

/** One floor of the picker: /projects/grabbeallee-68/floors/2/3 is building 2, 3rd floor. */
export function pickerFloorPath(building: number, floor: number): string {
  return `${PICKER_PATH}/${building}/${floor}`;
}

/** Whether a path without the language prefix has the shape of a floor's page (not whether it exists). */
export function isPickerFloorPath(path: string): boolean {
  return path.startsWith(`${PICKER_PATH}/`) && /^\/\d\/\d$/.test(path.slice(PICKER_PATH.length));
}
