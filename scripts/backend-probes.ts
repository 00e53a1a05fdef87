/**
 * Read-only probes of a backend, local or hosted, with the public anon key only (what any visitor has):
 * anon reads nothing private, cannot call the staff or service functions, the challenge and push key endpoints
 * answer, and the insert rules refuse bad rows, each by the rule it breaks. Run by `npm run check:backend` and by
 * tests/backend/check-backend.test.ts against the local backend.
 *
 * The only writes are the bad rows, which must be refused. Should one be stored anyway, its id is
 * reported and, given the service role key, the rows of the probe's address are erased (contact_erase).
 * The staff functions are called with arguments that match nothing, so a hole changes no data.
 */
import * as v from 'valibot';

export type ProbeOutcome = 'pass' | 'fail' | 'skip';

export interface ProbeResult {
  probe: string;
  expected: string;
  got: string;
  outcome: ProbeOutcome;
}

export interface BackendProbeOptions {
  url: string;
  anonKey: string;
  /** Only to erase a bad row that was stored (a failed probe); never used to probe. */
  serviceKey?: string;
  fetch?: typeof fetch;
}

/** The address every probe row carries, so that a stored one can be found and erased. */
export const PROBE_EMAIL = 'backend-check@example.invalid';
const NO_ID = '00000000-0000-4000-8000-000000000000';

/** Tables and views anon must read nothing from (apartments are public by design). */
export const PRIVATE_TABLES = [
  'contact_submissions',
  'contact_settings',
  'contact_limits',
  'contact_notify_requests',
  'contact_challenge_requests',
  'contact_ops_mails',
  'contact_erasures',
  'contact_lead_events',
  'staff_members',
  'unit_status_audit',
  'alert_subscriptions',
  'alert_mails',
  'alert_events',
  'alert_deliveries',
  'alert_unsubscribes',
  'alert_push_services',
  'alert_push_subscriptions',
  'alert_pushes',
  'unit_facts',
  'desk_follow_up_mails',
  'contact_lead_units',
  'desk_lead_intakes',
  'desk_reply_mails',
] as const;

/** A lead added by hand, as the desk sends it. */
const PROBE_LEAD = {
  p_key: NO_ID,
  p_source: 'phone',
  p_name: 'Backend Check',
  p_email: PROBE_EMAIL,
  p_phone: null,
  p_language: 'en',
  p_message: '',
};

/** Functions only staff or the service role may call, with arguments that match no data. */
export const RESTRICTED_FUNCTIONS: Record<string, Record<string, unknown>> = {
  desk_leads: {},
  desk_lead_set_handled: { p_id: NO_ID, p_expected_version: 1, p_handled: false },
  desk_lead_add_note: { p_id: NO_ID, p_expected_version: 1, p_note: 'probe' },
  desk_lead_assign: { p_id: NO_ID, p_expected_version: 1, p_assigned_to: null },
  desk_lead_set_stage: { p_id: NO_ID, p_expected_version: 1, p_stage: 'contacted' },
  desk_lead_set_follow_up: { p_id: NO_ID, p_expected_version: 1, p_on: null, p_task: null },
  desk_lead_add_entry: { p_id: NO_ID, p_expected_version: 1, p_kind: 'note', p_detail: 'probe' },
  desk_lead_create: PROBE_LEAD,
  desk_lead_merge: { ...PROBE_LEAD, p_id: NO_ID, p_expected_version: 1 },
  desk_lead_link_unit: { p_id: NO_ID, p_expected_version: 1, p_we_nr: '1.0.1', p_kind: 'interest' },
  desk_follow_up_digest_prepare: { p_now: '2000-01-01T00:00:00Z' },
  desk_follow_up_mail_claim: { p_now: '2000-01-01T00:00:00Z', p_limit: 0 },
  desk_follow_up_mail_result: { p_id: NO_ID, p_outcome: 'retry' },
  desk_lead_reply: {
    p_id: NO_ID,
    p_reply_id: NO_ID,
    p_template: 'first_answer',
    p_locale: 'en',
    p_subject: 'probe',
    p_body: 'probe',
  },
  desk_reply_mail_claim: { p_now: '2000-01-01T00:00:00Z', p_limit: 0 },
  desk_reply_mail_result: { p_id: NO_ID, p_outcome: 'retry' },
  viewing_mail_claim: { p_now: '2000-01-01T00:00:00Z', p_limit: 0 },
  viewing_mail_result: { p_id: NO_ID, p_outcome: 'retry' },
  viewing_day_mails_prepare: { p_now: '2000-01-01T00:00:00Z' },
  viewing_day_mail_claim: { p_now: '2000-01-01T00:00:00Z', p_limit: 0 },
  viewing_day_mail_result: { p_id: NO_ID, p_outcome: 'retry' },
  viewing_retention: { p_now: '2000-01-01T00:00:00Z' },
  desk_unit_history: { p_project_id: 'backend-check', p_we_nr: '0' },
  desk_unit_status_since: { p_project_id: 'backend-check' },
  desk_staff: {},
  desk_lead_resend: { p_id: NO_ID },
  desk_lead_not_spam: { p_id: NO_ID },
  desk_erase: { p_email: PROBE_EMAIL },
  desk_set_unit_status: {
    p_project_id: 'backend-check',
    p_we_nr: '0',
    p_unit_number: 0,
    p_expected_version: 0,
    p_status: 'Available',
  },
  contact_challenge_secrets: {},
  contact_erase: { p_email: PROBE_EMAIL },
  contact_retention: { p_now: '2000-01-01T00:00:00Z' },
  contact_notification_claim: { p_id: NO_ID },
  unit_facts_sync: { p_facts: [] },
  alert_prepare: { p_now: '2000-01-01T00:00:00Z' },
  alert_mail_claim: { p_now: '2000-01-01T00:00:00Z', p_limit: 0 },
  alert_retention: { p_now: '2000-01-01T00:00:00Z' },
  alert_ops_prepare: { p_now: '2000-01-01T00:00:00Z' },
  alert_unsubscribe_token: { p_email: PROBE_EMAIL },
  alert_erase_address: { p_email_key: PROBE_EMAIL },
  desk_alert_demand: { p_project_id: 'backend-check' },
  desk_alert_watchers: { p_project_id: 'backend-check' },
  desk_alert_consent: { p_email: PROBE_EMAIL },
  desk_alert_remove: { p_email: PROBE_EMAIL },
  alert_remove_address: { p_email: PROBE_EMAIL },
  alert_push_claim: { p_now: '2000-01-01T00:00:00Z', p_limit: 0 },
  alert_push_result: { p_id: NO_ID, p_outcome: 'retry' },
  alert_push_endpoint_allowed: { p_endpoint: 'https://backend-check.invalid/' },
  alert_push_limit: {},
};

/** A row the database must refuse, and the CHECK constraint (name prefix) that refuses it. */
interface BadRow {
  probe: string;
  row: Record<string, unknown>;
  constraint?: string;
}

const goodFields = {
  name: 'Backend Check',
  email: PROBE_EMAIL,
  phone: '+49 30 1234567',
  preferred_rooms: '2-room',
  message: '',
  gdpr_consent: true,
};

export const BAD_ROWS: BadRow[] = [
  {
    probe: 'name of Unicode spaces only',
    row: { name: '\u00a0\u2003' },
    constraint: 'contact_submissions_name',
  },
  { probe: 'name with digits', row: { name: 'R2D2' }, constraint: 'contact_submissions_name' },
  { probe: 'phone of spaces only', row: { phone: '   ' }, constraint: 'contact_submissions_phone' },
  { probe: 'phone without a digit', row: { phone: '+ ()' }, constraint: 'contact_submissions_phone' },
  {
    probe: 'e-mail without a domain',
    row: { email: 'backend-check@' },
    constraint: 'contact_submissions_email',
  },
  { probe: 'no privacy consent', row: { gdpr_consent: false }, constraint: 'contact_submissions_gdpr' },
  { probe: 'a server-owned column (desk_version)', row: { desk_version: 99 } },
  { probe: 'a server-owned column (notify_status)', row: { notify_status: 'sent' } },
  { probe: 'a server-owned column (source)', row: { source: 'walk_in' } },
  {
    probe: 'a web message without a phone',
    row: { phone: null },
    constraint: 'contact_submissions_reachable',
  },
];

const errorSchema = v.object({ code: v.optional(v.string()), message: v.optional(v.string()) });

async function bodyOf(response: Response): Promise<{ text: string; json: unknown }> {
  const text = await response.text();
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return { text, json: null };
  }
}

export async function runBackendProbes(options: BackendProbeOptions): Promise<ProbeResult[]> {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const anonHeaders = {
    apikey: options.anonKey,
    Authorization: `Bearer ${options.anonKey}`,
    'Content-Type': 'application/json',
  };
  const results: ProbeResult[] = [];
  const record = (probe: string, expected: string, got: string, outcome: ProbeOutcome) =>
    results.push({ probe, expected, got, outcome });

  for (const table of PRIVATE_TABLES) {
    const response = await doFetch(`${base}/rest/v1/${table}?select=*&limit=1`, { headers: anonHeaders });
    const { json, text } = await bodyOf(response);
    const rows = Array.isArray(json) ? json.length : null;
    const refused = response.status >= 400 && response.status < 500;
    record(
      `anon reads ${table}`,
      'refused, or no rows',
      rows === null ? `${response.status} ${text.slice(0, 60)}` : `${response.status}, ${rows} row(s)`,
      refused || rows === 0 ? 'pass' : 'fail',
    );
  }

  for (const [name, args] of Object.entries(RESTRICTED_FUNCTIONS)) {
    const response = await doFetch(`${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: anonHeaders,
      body: JSON.stringify(args),
    });
    const { json } = await bodyOf(response);
    const code = v.is(errorSchema, json) ? (json.code ?? '') : '';
    record(
      `anon calls ${name}()`,
      '401/403 (no permission)',
      `${response.status} ${code}`.trim(),
      response.status === 401 || response.status === 403 ? 'pass' : 'fail',
    );
  }

  const challenge = await doFetch(`${base}/functions/v1/contact-challenge`);
  const challengeBody = await bodyOf(challenge);
  const algorithm = (challengeBody.json as { parameters?: { algorithm?: unknown } } | null)?.parameters
    ?.algorithm;
  record(
    'the challenge endpoint answers',
    '200, a challenge, no-store',
    `${challenge.status} ${typeof algorithm === 'string' ? algorithm : 'no challenge'} ${challenge.headers.get('cache-control') ?? ''}`.trim(),
    challenge.status === 200 &&
      typeof algorithm === 'string' &&
      /no-store/.test(challenge.headers.get('cache-control') ?? '')
      ? 'pass'
      : challenge.status === 429
        ? 'skip'
        : 'fail',
  );

  // The app's push opt-in needs the VAPID public key; a backend without push secrets says so (push is optional).
  const pushKey = await doFetch(`${base}/functions/v1/alert-push-key`);
  const pushKeyBody = await bodyOf(pushKey);
  const publicKey = (pushKeyBody.json as { publicKey?: unknown; code?: unknown } | null) ?? {};
  record(
    'the push key endpoint answers',
    '200, a VAPID public key (503 push_unavailable: push not set up)',
    `${pushKey.status} ${typeof publicKey.publicKey === 'string' ? 'a key' : String(publicKey.code ?? pushKeyBody.text.slice(0, 60))}`,
    pushKey.status === 200 &&
      typeof publicKey.publicKey === 'string' &&
      /^B[\w-]{86}$/.test(publicKey.publicKey)
      ? 'pass'
      : pushKey.status === 503 && publicKey.code === 'push_unavailable'
        ? 'skip'
        : 'fail',
  );

  const stored: string[] = [];
  for (const bad of BAD_ROWS) {
    const id = crypto.randomUUID();
    const response = await doFetch(`${base}/rest/v1/contact_submissions`, {
      method: 'POST',
      headers: { ...anonHeaders, Prefer: 'return=minimal' },
      body: JSON.stringify({ id, ...goodFields, ...bad.row }),
    });
    const { json } = await bodyOf(response);
    const error = v.is(errorSchema, json) ? json : {};
    const byRule = bad.constraint
      ? error.code === '23514' && (error.message ?? '').includes(bad.constraint)
      : response.status === 401 || response.status === 403;
    if (response.ok) stored.push(id);
    record(
      `insert refuses: ${bad.probe}`,
      bad.constraint ? `400 23514 ${bad.constraint}…` : '401/403 (no column privilege)',
      `${response.status} ${error.code ?? ''}`.trim(),
      response.status === 429 ? 'skip' : byRule ? 'pass' : 'fail',
    );
  }
  if (stored.length > 0) {
    const erased = options.serviceKey
      ? await doFetch(`${base}/rest/v1/rpc/contact_erase`, {
          method: 'POST',
          headers: {
            apikey: options.serviceKey,
            Authorization: `Bearer ${options.serviceKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ p_email: PROBE_EMAIL }),
        }).then((response) => response.ok)
      : false;
    record(
      'stored probe rows erased',
      'none stored',
      `${stored.join(', ')} ${erased ? 'erased' : `NOT erased: run select public.contact_erase('${PROBE_EMAIL}')`}`,
      'fail',
    );
  }
  return results;
}

/** The results as a fixed-width table, one probe a line. */
export function probeTable(results: ProbeResult[]): string {
  const header = { probe: 'probe', expected: 'expected', got: 'got', outcome: 'result' };
  const rows = [header, ...results.map((r) => ({ ...r, outcome: r.outcome.toUpperCase() }))];
  const width = (key: keyof typeof header) => Math.max(...rows.map((row) => String(row[key]).length));
  const line = (row: typeof header) =>
    (['outcome', 'probe', 'expected', 'got'] as const)
      .map((key) => String(row[key]).padEnd(width(key)))
      .join('  ');
  return rows.map(line).join('\n');
}
