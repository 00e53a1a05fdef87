/**
 * The compare page's URL state: `?units=2.3.1,1.0.2,3.3.2` (typed, valibot). The route validates it
 * with this schema alone, so the route table that every page loads carries neither the unit data nor
 * more of valibot than it already uses; compare-selection.ts reads it into units.
 */
import * as v from 'valibot';

/**
 * The router parses each search value as JSON where it can, so `?units=1` or `?units=2.3` arrive as
 * numbers: they are taken as their text (and then reported as unknown units). Anything else (an
 * object, a list) means no selection.
 */
export const compareSearchSchema = v.object({
  units: v.fallback(v.optional(v.string()), (dataset) =>
    typeof dataset?.value === 'number' ? String(dataset.value) : undefined,
  ),
});

export type CompareSearch = v.InferOutput<typeof compareSearchSchema>;
