/** Writes src/content/unit-figures.gen.ts from the unit list (see unit-figures.ts). Run: npm run content:figures */
import { writeFileSync } from 'node:fs';

import { format, resolveConfig } from 'prettier';

import { computeUnitFigures, unitFiguresModule } from '../src/content/unit-figures.ts';
import { UNITS } from '../src/content/units.ts';

const UNIT_FIGURES_FILE = 'src/content/unit-figures.gen.ts';

const prettierOptions = await resolveConfig(UNIT_FIGURES_FILE);
const source = unitFiguresModule(computeUnitFigures(UNITS));
writeFileSync(UNIT_FIGURES_FILE, await format(source, { ...prettierOptions, filepath: UNIT_FIGURES_FILE }));
console.log(`Wrote ${UNIT_FIGURES_FILE}`);
