/**
 * The project's "from – to" figures, computed from the unit list (one value per fact: the visitor sees
 * the range the 56 units actually span, not the brochure's or the project sheet's round numbers).
 *
 * The pages that state them (the home hero, the featured card, heads) must not carry the unit list in
 * their first-load code, so the figures are written once into `unit-figures.gen.ts` by
 * `npm run content:figures`; `unit-figures.test.ts` fails when that file no longer matches the units.
 */
import type { RoomCount, Unit } from './units';

export interface Range<Value extends number = number> {
  min: Value;
  max: Value;
}

export interface UnitFigures {
  unitCount: number;
  rooms: Range<RoomCount>;
  /** m², as the units give them (one decimal). */
  livingArea: Range;
  /** Euros, the units' exact prices. */
  price: Range;
  /** €/m² */
  pricePerSqm: Range;
}

function rangeOf<Value extends number>(values: readonly Value[]): Range<Value> {
  if (values.length === 0) throw new Error('No units');
  return {
    min: values.reduce((low, value) => (value < low ? value : low)),
    max: values.reduce((high, value) => (value > high ? value : high)),
  };
}

export function computeUnitFigures(units: readonly Unit[]): UnitFigures {
  return {
    unitCount: units.length,
    rooms: rangeOf(units.map((unit) => unit.rooms)),
    livingArea: rangeOf(units.map((unit) => unit.livingArea)),
    price: rangeOf(units.map((unit) => unit.price)),
    pricePerSqm: rangeOf(units.map((unit) => unit.pricePerSqm)),
  };
}

/** The living-area range in whole m² that contains every unit: 36.2–94.0 m² reads "36–94". */
export function wholeSqmRange({ min, max }: Range): Range {
  return { min: Math.floor(min), max: Math.ceil(max) };
}

/** The source text of unit-figures.gen.ts. */
export function unitFiguresModule(figures: UnitFigures): string {
  return `// Written by \`npm run content:figures\` from src/content/units.ts; do not edit (see unit-figures.ts).
import type { UnitFigures } from './unit-figures';

export const unitFigures: UnitFigures = ${JSON.stringify(figures, null, 2)};
`;
}
