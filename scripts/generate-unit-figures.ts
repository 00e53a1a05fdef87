/**
 * Writes what is derived from the unit list: src/content/unit-figures.gen.ts (see unit-figures.ts) and the
 * backend's unit facts (see unit-facts.ts). Run: npm run content:figures
 */
import { writeFileSync } from 'node:fs';

import { format, resolveConfig } from 'prettier';

import { computeUnitFigures, unitFiguresModule } from '../src/content/unit-figures.ts';
import { UNITS } from '../src/content/units.ts';
import { unitFactsModule, unitFactsOf } from './unit-facts.ts';

const OUTPUTS = [
  { file: 'src/content/unit-figures.gen.ts', source: unitFiguresModule(computeUnitFigures(UNITS)) },
  { file: 'supabase/functions/_shared/unit-facts.gen.ts', source: unitFactsModule(unitFactsOf(UNITS)) },
];

for (const { file, source } of OUTPUTS) {
  const prettierOptions = await resolveConfig(file);
  writeFileSync(file, await format(source, { ...prettierOptions, filepath: file }));
  console.log(`Wrote ${file}`);
}
