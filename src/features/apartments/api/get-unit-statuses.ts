/**
 * Reads the sales status of the project's units: all columns of the apartments table,
 * project_id = 'grabbeallee-68', ordered by unit_number ascending. Rows are validated; a row that does
 * not fit is left out (its unit then shows as Available) and reported in the console.
 */
import * as v from 'valibot';

import { PROJECT_ID } from '@/content/project';
import { getRestClient } from '@/lib/supabase/visitor-backend';

import { apartmentRowSchema, statusesFromRows, type StatusByCode } from '../model/unit-status';

export class UnitStatusLoadError extends Error {
  /** false when the backend could not be reached at all (offline, weak signal), true when it answered with an error. */
  readonly reachable: boolean;

  constructor(message: string, reachable: boolean) {
    super(message);
    this.name = 'UnitStatusLoadError';
    this.reachable = reachable;
  }
}

export function validRows(data: unknown): v.InferOutput<typeof apartmentRowSchema>[] {
  if (!Array.isArray(data))
    throw new UnitStatusLoadError('Failed to load apartments: the answer is not a list', true);
  return data.flatMap((row: unknown) => {
    const result = v.safeParse(apartmentRowSchema, row);
    if (result.success) return [result.output];
    console.warn('[apartments] Ignoring an invalid apartment row', row, result.issues[0].message);
    return [];
  });
}

export async function getUnitStatuses(): Promise<StatusByCode> {
  const rest = await getRestClient();
  let response;
  try {
    response = await rest
      .from('apartments')
      .select('*')
      .eq('project_id', PROJECT_ID)
      .order('unit_number', { ascending: true })
      // No silent retries: with weak signal the stored statuses are shown at once instead.
      .retry(false);
  } catch (error) {
    throw new UnitStatusLoadError(`Failed to load apartments: ${String(error)}`, false);
  }
  const { data, error, status } = response;
  if (error) throw new UnitStatusLoadError(`Failed to load apartments: ${error.message}`, status > 0);
  return statusesFromRows(validRows(data));
}
