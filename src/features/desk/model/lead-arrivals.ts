import type { DeskLead } from './lead';

/**
 * The list after a background load: leads this device has not seen are added, the ones on screen stay as they are, so a
 * change an agent is making keeps the version it started from (the compare-and-set then reports a colleague's change).
 */
export function addArrivals(
  shown: readonly DeskLead[],
  loaded: readonly DeskLead[],
): { leads: DeskLead[]; arrived: string[] } {
  const known = new Set(shown.map((lead) => lead.id));
  const arrivals = loaded.filter((lead) => !known.has(lead.id));
  return { leads: [...arrivals, ...shown], arrived: arrivals.map((lead) => lead.id) };
}
