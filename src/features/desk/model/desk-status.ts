/** The statuses staff set (the database's values; 'Vormerkung' is the hold, "On hold" in English). */
export const DESK_STATUSES = ['Available', 'Vormerkung', 'Reserved', 'Sold'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

export const HOLD_STATUS: DeskStatus = 'Vormerkung';
/** A hold ends after this many days unless the agent picks another date. */
export const DEFAULT_HOLD_DAYS = 14;

export function isDeskStatus(status: string): status is DeskStatus {
  return (DESK_STATUSES as readonly string[]).includes(status);
}

/** The default end of a hold that starts at `now`: the date input's value (yyyy-mm-dd, local time). */
export function defaultHoldDate(now: Date = new Date()): string {
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + DEFAULT_HOLD_DAYS);
  return dateInputValue(end);
}

export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A hold ends at the end of the chosen day (local time); null for an unreadable value. */
export function holdEndOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  return Number.isNaN(end.getTime()) ? null : end;
}
