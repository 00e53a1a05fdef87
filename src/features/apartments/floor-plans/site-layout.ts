/**
 * Where the buildings stand on the plot, in metres, for the floor layouts: the street building along
 * Grabbeallee, the three garden houses behind it in the garden. Unit widths follow their living area
 * at a common depth, so every floor layout is drawn from the unit data.
 */
import { BUILDINGS, type Building, type BuildingNumber, type Unit, unitsOnFloor } from '@/content/units';

export const LAYOUT_DEPTH = 10;
export const STREET_DEPTH = 6;
const GAP = 5;

export interface PlacedUnit {
  unit: Unit;
  x: number;
  width: number;
}

export interface PlacedBuilding {
  building: Building;
  x: number;
  y: number;
  width: number;
  /** Units on the drawn floor; empty when the building has no such floor (its roof is drawn). */
  units: PlacedUnit[];
}

function buildingWidth(number: BuildingNumber): number {
  return unitsOnFloor(number, 0).reduce((sum, unit) => sum + unit.livingArea / LAYOUT_DEPTH, 0);
}

export interface SiteLayout {
  width: number;
  height: number;
  buildings: PlacedBuilding[];
}

export function siteLayout(floor: number): SiteLayout {
  const gardenHouses = BUILDINGS.filter((b) => b.kind === 'garden');
  const gardenRowWidth =
    gardenHouses.reduce((sum, b) => sum + buildingWidth(b.number), 0) + GAP * (gardenHouses.length - 1);
  const width = gardenRowWidth + GAP * 2;
  const buildings: PlacedBuilding[] = [];
  let gardenX = GAP;
  for (const building of BUILDINGS) {
    const total = buildingWidth(building.number);
    const street = building.kind === 'street';
    const x = street ? (width - total) / 2 : gardenX;
    if (!street) gardenX += total + GAP;
    const y = street ? STREET_DEPTH + 4 : STREET_DEPTH + 4 + LAYOUT_DEPTH + 18;
    let unitX = x;
    const units = unitsOnFloor(building.number, floor).map((unit) => {
      const placed = { unit, x: unitX, width: unit.livingArea / LAYOUT_DEPTH };
      unitX += placed.width;
      return placed;
    });
    buildings.push({ building, x, y, width: total, units });
  }
  return { width, height: STREET_DEPTH + 4 + LAYOUT_DEPTH * 2 + 18 + 12, buildings };
}
