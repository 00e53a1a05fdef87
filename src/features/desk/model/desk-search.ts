/**
 * The desk's URL state: which view. Checked without valibot on purpose: the route's search check is part
 * of the router every page loads; anything unknown falls back to the attention list.
 */
export const DESK_VIEWS = ['attention', 'units', 'board', 'leads', 'alerts', 'team'] as const;
export type DeskView = (typeof DESK_VIEWS)[number];

export function parseDeskSearch(search: Record<string, unknown>): { view?: DeskView } {
  const view = DESK_VIEWS.find((known) => known === search.view);
  return view ? { view } : {};
}
