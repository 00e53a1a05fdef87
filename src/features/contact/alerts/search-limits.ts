import * as v from 'valibot';

import { SEARCH_MAX_PRICE, SEARCH_MIN_AREA, searchMaxPriceSchema, searchMinAreaSchema } from './alert-rules';

/** What the number inputs hold: a number, or '' while empty (any price, any size). */
export type LimitInput = number | string;

export interface SearchLimitInputs {
  maxPrice: LimitInput;
  minArea: LimitInput;
}

/** Why a limit is refused: below or above its bounds, or not a figure the rules take (a fraction of a euro). */
export type LimitProblem = 'min' | 'max' | 'format';

export type LimitReading = { ok: true; value: number | undefined } | { ok: false; problem: LimitProblem };

function read(
  schema: typeof searchMaxPriceSchema | typeof searchMinAreaSchema,
  input: LimitInput,
): LimitReading {
  if (typeof input === 'string' && input.trim() === '') return { ok: true, value: undefined };
  const parsed = v.safeParse(schema, typeof input === 'number' ? input : Number(input));
  if (parsed.success) return { ok: true, value: parsed.output };
  const type = parsed.issues[0].type;
  return { ok: false, problem: type === 'min_value' ? 'min' : type === 'max_value' ? 'max' : 'format' };
}

/** A search's "price up to" and "living area from", each empty (any) or checked by the shared rules. */
export function readSearchLimits(inputs: SearchLimitInputs): {
  maxPrice: LimitReading;
  minArea: LimitReading;
} {
  return {
    maxPrice: read(searchMaxPriceSchema, inputs.maxPrice),
    minArea: read(searchMinAreaSchema, inputs.minArea),
  };
}

export { SEARCH_MAX_PRICE, SEARCH_MIN_AREA };
