import * as v from 'valibot';

/** A flat's code as the site writes it (building.floor.number, e.g. 2.3.1). */
const unitCode = v.pipe(v.string(), v.regex(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/));

/**
 * The booking page's address: `unit` preselects a flat, `slot` a time, `rebook` names a booking the server
 * refused (its details are taken from this device). Anything malformed is dropped, not an error.
 */
export const bookingSearchSchema = v.object({
  unit: v.optional(v.fallback(v.optional(unitCode), undefined)),
  slot: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined)),
  rebook: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined)),
});
export type BookingSearch = v.InferOutput<typeof bookingSearchSchema>;

/** The personal link's address: exactly `id` and `token` (the confirmation mail's link). */
export const manageSearchSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
export type ManageSearch = v.InferOutput<typeof manageSearchSchema>;

/** The link's parts from a query string, or null when one is missing or malformed. */
export function readManageLink(search: string): ManageSearch | null {
  const params = new URLSearchParams(search);
  const parsed = v.safeParse(manageSearchSchema, { id: params.get('id'), token: params.get('token') });
  return parsed.success ? parsed.output : null;
}

/** The booking page's parameters from a query string. */
export function readBookingSearch(search: string): BookingSearch {
  const params = new URLSearchParams(search);
  const present = (name: string) => params.get(name) ?? undefined;
  return v.parse(bookingSearchSchema, {
    unit: present('unit'),
    slot: present('slot'),
    rebook: present('rebook'),
  });
}
