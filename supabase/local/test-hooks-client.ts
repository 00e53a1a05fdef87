/**
 * The local backend's test hooks, documented once, with the one typed client that the backend tests
 * (tests/backend), the browser tests (tests/e2e) and the chaos run use. The hooks exist only with
 * `startLocalBackend({ testHooks: true })` or LOCAL_BACKEND_TEST_HOOKS=1.
 *
 *   GET    /__test/contact-submissions          every row (read as service_role)
 *   GET    /__test/contact-submissions/wait?email=…&timeoutMs=…
 *                                               { storedAt }: epoch ms when a row with that e-mail was first
 *                                               seen (checked after every write), or null at the timeout
 *   GET    /__test/alert-subscriptions?email=…  the alert sign-ups of an address (read as service_role)
 *   GET    /__test/mailbox                      the contact mails the local provider accepted
 *   GET    /__test/ops-mails                    the alerts and spam digests sent to sales
 *   POST   /__test/reset                        empties submissions, mailbox, request log, alerts, used
 *                                               challenges; clears faults, brings the mail provider up,
 *                                               restores the default limits and settings, forgets the
 *                                               failed sign-ins
 *   POST   /__test/faults { faults: Fault[] }   faults for the next matching requests (see Fault)
 *   GET | DELETE /__test/faults                 the pending faults / clear them
 *   POST   /__test/mail-provider { down, delayMs? }  a mail provider outage (every send answered 503) or its
 *                                               end; delayMs makes each send that slow
 *   POST   /__test/limits { scope, maxCount }   changes one rate limit (contact_limits)
 *   POST   /__test/sweep                        one notification sweep now (the timer runs it anyway)
 *   POST   /__test/users { email, password, staff, displayName?, idleSignOutSeconds? }
 *                                               creates a user (or sets its password), staff or not, with
 *                                               the desk's idle sign-out of its own
 *   POST   /__test/leads { name, email, …, notifyStatus, createdAt? }
 *                                               stores a lead as the owner, in the given delivery state
 *   POST   /__test/expire-holds                 the hold expiry now (the timer runs it anyway)
 *
 * The reset also puts the unit statuses back to seed.sql and empties their audit.
 */
import * as v from 'valibot';

export const faultSchema = v.object({
  /** Pathname prefix, e.g. '/rest/v1/contact_submissions' or '/functions/v1/send-contact-email'. */
  path: v.pipe(v.string(), v.startsWith('/')),
  /** Default: any method except OPTIONS. */
  method: v.optional(v.pipe(v.string(), v.toUpperCase())),
  /** How many matching requests the rule applies to (default 1). */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /**
   * status: answer `status` (default 503) unprocessed · delay: wait `delayMs`, then process ·
   * lose-response: process and commit, then cut the connection unanswered · drop: cut it unprocessed.
   */
  type: v.picklist(['status', 'delay', 'lose-response', 'drop']),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)), 503),
  message: v.optional(v.string()),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120_000)), 0),
  /** Only requests whose body contains this text (e.g. one message's quoted e-mail address or id). */
  bodyIncludes: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type Fault = v.InferInput<typeof faultSchema>;
export const faultPlanSchema = v.object({ faults: v.array(faultSchema) });

export const LIMIT_SCOPES = [
  'insert_per_ip',
  'insert_per_email',
  'notify_per_ip',
  'notify_per_email',
  'leads_per_minute',
  'challenge_per_ip',
  'alert_signup_per_ip',
  'alert_signup_per_email',
  'viewing_booking_per_ip',
  'viewing_booking_per_email',
] as const;
export const limitSchema = v.object({
  scope: v.picklist(LIMIT_SCOPES),
  maxCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
/** A viewing slot the test publishes (as staff would): starting `startsInHours` from now, two hours long. */
export const viewingSlotSchema = v.object({
  startsInHours: v.number(),
  kind: v.optional(v.picklist(['single', 'open']), 'open'),
  capacity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 5),
  weNr: v.optional(v.nullable(v.string()), null),
  meetingPoint: v.optional(v.picklist(['show_flat', 'sales_container', 'site_gate']), 'site_gate'),
});
const viewingBookingSchema = v.object({
  id: v.string(),
  slot_id: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  locale: v.string(),
  we_nrs: v.array(v.string()),
  status: v.string(),
  consent_text_version: v.string(),
  /** The personal link's token (viewing_token). */
  token: v.string(),
  /** The compare-and-set version: one more for every change stored. */
  version: v.number(),
  /** The viewing entries of the lead's log for this booking, oldest first (none without a lead). */
  events: v.array(v.string()),
});
export type StoredViewingBooking = v.InferOutput<typeof viewingBookingSchema>;

export const userSchema = v.object({
  email: v.pipe(v.string(), v.email()),
  password: v.pipe(v.string(), v.minLength(8)),
  staff: v.boolean(),
  displayName: v.optional(v.string(), ''),
  /** staff_members.role; default admin, as npm start's account (the team's own). */
  role: v.optional(v.picklist(['agent', 'admin'])),
  /** The desk's idle sign-out for this account only (staff_members.idle_sign_out_seconds); default the team's. */
  idleSignOutSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5))),
});
export const leadSchema = v.object({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  preferredRooms: v.optional(v.string(), 'flexible'),
  message: v.optional(v.string(), ''),
  notifyStatus: v.picklist(['pending', 'sent', 'failed', 'spam']),
  notifyError: v.optional(v.string()),
  notifyAttempts: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /** ISO time; default now. */
  createdAt: v.optional(v.string()),
});

export const mailProviderSchema = v.object({
  down: v.boolean(),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000)), 0),
});

const rowSchema = v.looseObject({
  id: v.string(),
  created_at: v.string(),
  name: v.string(),
  /** A lead staff added has one of the two, a web message both. */
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  preferred_rooms: v.nullable(v.string()),
  message: v.string(),
  gdpr_consent: v.boolean(),
  notify_status: v.picklist(['pending', 'sent', 'failed', 'spam', 'none']),
  source: v.optional(v.string()),
  notify_attempts: v.number(),
  notified_at: v.nullable(v.string()),
  notify_error: v.nullable(v.string()),
  client_ip: v.nullable(v.string()),
  challenge_status: v.nullable(v.string()),
});
const mailSchema = v.object({
  id: v.number(),
  /** The submission id a contact mail was sent for (contact-ops-mail/<n> for an alert or digest). */
  idempotencyKey: v.string(),
  kind: v.picklist(['contact', 'alert', 'spam_digest']),
  to: v.string(),
  replyTo: v.nullable(v.string()),
  subject: v.string(),
  text: v.string(),
  createdAt: v.string(),
});
/** An alert sign-up as stored: what the visitor inserted and the state the server keeps. */
const alertSubscriptionSchema = v.looseObject({
  id: v.string(),
  email: v.string(),
  status: v.string(),
  we_nr: v.nullable(v.string()),
  search_building: v.nullable(v.number()),
  search_floor: v.nullable(v.number()),
  search_rooms: v.nullable(v.number()),
  search_max_price: v.nullable(v.number()),
  search_min_area: v.nullable(v.number()),
});
export type StoredRow = v.InferOutput<typeof rowSchema>;
export type StoredAlertSubscription = v.InferOutput<typeof alertSubscriptionSchema>;
export type StoredMail = v.InferOutput<typeof mailSchema>;

export interface TestHooksClient {
  rows(): Promise<StoredRow[]>;
  alertSubscriptions(email: string): Promise<StoredAlertSubscription[]>;
  mails(): Promise<StoredMail[]>;
  opsMails(): Promise<StoredMail[]>;
  waitForRow(email: string, timeoutMs: number): Promise<number | null>;
  reset(): Promise<void>;
  addFaults(faults: Fault[]): Promise<void>;
  pendingFaults(): Promise<unknown[]>;
  clearFaults(): Promise<void>;
  setMailProvider(state: v.InferInput<typeof mailProviderSchema>): Promise<void>;
  setLimit(limit: v.InferInput<typeof limitSchema>): Promise<void>;
  sweep(): Promise<{ claimed: number; sent: number; failed: number }>;
  createUser(user: v.InferInput<typeof userSchema>): Promise<{ id: string; email: string }>;
  addLead(lead: v.InferInput<typeof leadSchema>): Promise<string>;
  expireHolds(): Promise<number>;
  /** Publishes a viewing slot directly (no staff account needed); its id. */
  addViewingSlot(slot: v.InferInput<typeof viewingSlotSchema>): Promise<string>;
  /** Books every place of a slot left by other parties (as if they had booked meanwhile); how many. */
  fillViewingSlot(slotId: string): Promise<number>;
  /** The stored bookings of an address (spam too), with their personal link's token. */
  viewingBookings(email: string): Promise<StoredViewingBooking[]>;
}

export function testHooksClient(backendUrl: string): TestHooksClient {
  async function call<T>(
    path: string,
    schema: v.GenericSchema<unknown, T>,
    method = 'GET',
    body?: unknown,
  ): Promise<T> {
    const response = await fetch(`${backendUrl}/__test/${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`/__test/${path}: ${response.status} ${await response.text()}`);
    return v.parse(schema, await response.json());
  }
  const done = v.unknown();
  return {
    rows: () => call('contact-submissions', v.array(rowSchema)),
    alertSubscriptions: (email) =>
      call(`alert-subscriptions?${new URLSearchParams({ email })}`, v.array(alertSubscriptionSchema)),
    mails: () => call('mailbox', v.array(mailSchema)),
    opsMails: () => call('ops-mails', v.array(mailSchema)),
    waitForRow: async (email, timeoutMs) => {
      const query = new URLSearchParams({ email, timeoutMs: String(Math.max(0, Math.round(timeoutMs))) });
      const answer = await call(
        `contact-submissions/wait?${query}`,
        v.object({ storedAt: v.nullable(v.number()) }),
      );
      return answer.storedAt;
    },
    reset: async () => void (await call('reset', done, 'POST')),
    addFaults: async (faults) => void (await call('faults', done, 'POST', { faults })),
    pendingFaults: async () => (await call('faults', v.object({ faults: v.array(v.unknown()) }))).faults,
    clearFaults: async () => void (await call('faults', done, 'DELETE')),
    setMailProvider: async (state) => void (await call('mail-provider', done, 'POST', state)),
    setLimit: async (limit) => void (await call('limits', done, 'POST', limit)),
    sweep: () =>
      call('sweep', v.object({ claimed: v.number(), sent: v.number(), failed: v.number() }), 'POST'),
    createUser: (user) => call('users', v.object({ id: v.string(), email: v.string() }), 'POST', user),
    addLead: async (lead) => (await call('leads', v.object({ id: v.string() }), 'POST', lead)).id,
    expireHolds: async () => (await call('expire-holds', v.object({ expired: v.number() }), 'POST')).expired,
    addViewingSlot: async (slot) =>
      (await call('viewing-slots', v.object({ id: v.string() }), 'POST', slot)).id,
    fillViewingSlot: async (slotId) =>
      (await call('viewing-slots/fill', v.object({ filled: v.number() }), 'POST', { slotId })).filled,
    viewingBookings: (email) =>
      call(`viewing-bookings?${new URLSearchParams({ email })}`, v.array(viewingBookingSchema)),
  };
}
