/**
 * The desk's URL state: which view, and the viewings' day. Checked without valibot on purpose: the route's
 * search check is part of the router every page loads; anything unknown falls back to the attention list,
 * and the day is checked by the viewings panel, where a wrong one shows today.
 */
export const DESK_VIEWS = ['attention', 'units', 'board', 'leads', 'viewings', 'alerts', 'team'] as const;
export type DeskView = (typeof DESK_VIEWS)[number];

export function parseDeskSearch(search: Record<string, unknown>): { view?: DeskView; day?: string } {
  const view = DESK_VIEWS.find((known) => known === search.view);
  const day = typeof search.day === 'string' ? search.day : undefined;
  return { ...(view ? { view } : {}), ...(day && view === 'viewings' ? { day } : {}) };
}
