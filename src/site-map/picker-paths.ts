/**
 * Which paths are the picker's floor pages (a module apart from field-kit-paths.ts, which the code
 * every page loads imports: only the prerender and the worker need it).
 */
import { PICKER_PATH } from './field-kit-paths.ts';

/** Whether a path without the language prefix has the shape of a floor's page (not whether it exists). */
export function isPickerFloorPath(path: string): boolean {
  return path.startsWith(`${PICKER_PATH}/`) && /^\/\d\/\d$/.test(path.slice(PICKER_PATH.length));
}
