import { pickerFloorPath, PROJECT_PATH, unitPagePath } from '@/site-map/field-kit-paths';

import type { AlertTarget } from './alert-rules';

/** Where a watch is seen on the site: the flat's page, the floor's page, or the finder with the filters. */
export function alertTargetPath(target: AlertTarget): string {
  if (target.kind === 'unit') return unitPagePath(target.weNr);
  if (target.building !== undefined && target.floor !== undefined) {
    return pickerFloorPath(target.building, target.floor);
  }
  const query = new URLSearchParams({ tab: 'apartments' });
  if (target.building !== undefined) query.set('building', String(target.building));
  if (target.rooms !== undefined) query.set('rooms', String(target.rooms));
  return `${PROJECT_PATH}?${query.toString()}`;
}
