// Written by `npm run content:figures` from src/content/units.ts; do not edit (see unit-figures.ts).
import type { UnitFigures } from './unit-figures';

export const unitFigures: UnitFigures = {
  unitCount: 56,
  rooms: {
    min: 2,
    max: 4,
  },
  livingArea: {
    min: 36.2,
    max: 94,
  },
  price: {
    min: 253400,
    max: 658000,
  },
  pricePerSqm: {
    min: 7000,
    max: 7450,
  },
};
