/**
 * The geometry of a unit's illustrative plan, in metres, computed from the unit data alone: the
 * living area becomes a rectangle (depth by size class), split into a front band (living/kitchen and,
 * from three rooms, one bedroom) facing the outdoor space and a rear band (bathroom, hall, the other
 * bedrooms). Room areas therefore add up to the unit's living area exactly.
 */
import type { Unit } from '@/content/units';

export type RoomKind = 'living' | 'bedroom' | 'bath' | 'hall';
export type OutdoorKind = 'balcony' | 'terrace' | 'garden';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlanRoom extends Rect {
  kind: RoomKind;
  /** m², one decimal */
  area: number;
}

export interface PlanOutdoor extends Rect {
  kind: OutdoorKind;
  area: number;
}

export interface UnitPlanGeometry {
  width: number;
  depth: number;
  rooms: PlanRoom[];
  outdoor: PlanOutdoor[];
  /** Where the entrance door sits on the rear wall (x of its centre). */
  entranceX: number;
}

export function planDepth(livingArea: number): number {
  if (livingArea < 45) return 7.2;
  if (livingArea < 60) return 8;
  if (livingArea < 80) return 9;
  return 10;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function room(kind: RoomKind, x: number, y: number, width: number, height: number): PlanRoom {
  return { kind, x, y, width, height, area: round1(width * height) };
}

export function unitPlanGeometry(
  unit: Pick<Unit, 'livingArea' | 'rooms' | 'balcony' | 'terrace' | 'garden'>,
): UnitPlanGeometry {
  const depth = planDepth(unit.livingArea);
  const width = unit.livingArea / depth;
  const front = depth * 0.56;
  const rear = depth - front;
  const bedrooms = unit.rooms - 1;

  const frontBedroomWidth = bedrooms >= 2 ? Math.max(3, width * 0.34) : 0;
  const rooms: PlanRoom[] = [room('living', 0, rear, width - frontBedroomWidth, front)];
  if (frontBedroomWidth > 0)
    rooms.push(room('bedroom', width - frontBedroomWidth, rear, frontBedroomWidth, front));

  const bathWidth = width < 5.5 ? 2.2 : 2.4;
  const hallWidth = width >= 7.5 ? 1.5 : width >= 6 ? 1.2 : 0;
  rooms.push(room('bath', 0, 0, bathWidth, rear));
  if (hallWidth > 0) rooms.push(room('hall', bathWidth, 0, hallWidth, rear));
  const rearBedrooms = bedrooms - (frontBedroomWidth > 0 ? 1 : 0);
  const rearStart = bathWidth + hallWidth;
  const rearBedroomWidth = (width - rearStart) / rearBedrooms;
  for (let i = 0; i < rearBedrooms; i++) {
    rooms.push(room('bedroom', rearStart + i * rearBedroomWidth, 0, rearBedroomWidth, rear));
  }
  // Rounding each room to one decimal may leave the sum 0.1 off: the living room takes the difference.
  const drift = round1(unit.livingArea - rooms.reduce((sum, r) => sum + r.area, 0));
  rooms[0]!.area = round1(rooms[0]!.area + drift);

  const outdoor: PlanOutdoor[] = [];
  let y = depth;
  const add = (kind: OutdoorKind, area: number | undefined, fullWidth: boolean) => {
    if (!area) return;
    const w = fullWidth
      ? width
      : Math.min(width * 0.8, Math.max(2.5, area / (kind === 'balcony' ? 1.6 : 2.6)));
    const h = area / w;
    outdoor.push({ kind, area, x: (width - w) / 2, y, width: w, height: h });
    y += h;
  };
  add('balcony', unit.balcony, false);
  add('terrace', unit.terrace, unit.garden !== undefined);
  add('garden', unit.garden, true);

  return {
    width,
    depth,
    rooms,
    outdoor,
    entranceX: hallWidth > 0 ? bathWidth + hallWidth / 2 : bathWidth + 0.6,
  };
}
