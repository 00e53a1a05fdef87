/**
 * The desk's URL state: which view, and the viewings' day. Checked without valibot on purpose: the route's
 * search check is part of the router every page loads; anything unknown falls back to the attention list.
 */
export const DESK_VIEWS = ['attention', 'units', 'board', 'leads', 'viewings', 'alerts', 'team'] as const;
export type DeskView = (typeof DESK_VIEWS)[number];

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function parseDeskSearch(search: Record<string, unknown>): { view?: DeskView; day?: string } {
  const view = DESK_VIEWS.find((known) => known === search.view);
  const day = typeof search.day === 'string' && ISO_DAY.test(search.day) ? search.day : undefined;
  return { ...(view ? { view } : {}), ...(day && view === 'viewings' ? { day } : {}) };
}
