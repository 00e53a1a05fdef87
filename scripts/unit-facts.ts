/**
 * The backend's copy of the unit data (supabase/functions/_shared/unit-facts.gen.ts): what the alerts need
 * to match a search and to name a flat. The delivery function writes it into public.unit_facts on every
 * sweep, so src/content/units.ts stays the one source of every figure.
 */
import type { Unit } from '../src/content/units.ts';
import type { UnitFact } from '../supabase/functions/_shared/unit-fact.ts';

export function unitFactsOf(units: readonly Unit[]): UnitFact[] {
  return units.map((unit) => ({
    project_id: unit.projectId,
    we_nr: unit.weNr,
    building: unit.building,
    floor: unit.floor,
    rooms: unit.rooms,
    living_area: unit.livingArea,
    price: unit.price,
  }));
}

/** The source text of unit-facts.gen.ts. */
export function unitFactsModule(facts: readonly UnitFact[]): string {
  return `// Written by \`npm run content:figures\` from src/content/units.ts; do not edit (see scripts/unit-facts.ts).
import type { UnitFact } from './unit-fact.ts';

export const UNIT_FACTS: readonly UnitFact[] = ${JSON.stringify(facts, null, 2)};
`;
}
