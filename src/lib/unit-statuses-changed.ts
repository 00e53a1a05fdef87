/** The desk and the finder share one page: a status saved in the desk makes the page's statuses load again. */
const UNIT_STATUSES_CHANGED_EVENT = 'unit-statuses:changed';

export function announceUnitStatusesChanged(): void {
  window.dispatchEvent(new Event(UNIT_STATUSES_CHANGED_EVENT));
}

/** Calls `reload` after each status change saved on this page; returns the unsubscribe. */
export function onUnitStatusesChanged(reload: () => void): () => void {
  window.addEventListener(UNIT_STATUSES_CHANGED_EVENT, reload);
  return () => window.removeEventListener(UNIT_STATUSES_CHANGED_EVENT, reload);
}
