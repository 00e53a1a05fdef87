/**
 * Test-only control endpoints of the local backend (enabled with LOCAL_BACKEND_TEST_HOOKS=1 or
 * `startLocalBackend({ testHooks: true })`). See the summary at the top of backend.ts.
 */
import * as v from 'valibot';

import { ChangeSignal } from './change-signal.ts';
import type { Db } from './db.ts';
import { readMailbox } from './local-functions.ts';

const faultSchema = v.object({
  /** Pathname prefix, e.g. '/rest/v1/contact_submissions' or '/functions/v1/send-contact-email'. */
  path: v.pipe(v.string(), v.startsWith('/')),
  /** Default: any method except OPTIONS (preflights are never faulted unless asked for). */
  method: v.optional(v.pipe(v.string(), v.toUpperCase())),
  /** How many matching requests this rule applies to. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /**
   * status:        answer `status` (default 503) with `message`, without processing the request;
   * delay:         wait `delayMs`, then process normally;
   * lose-response: process the request (the insert commits), then destroy the socket without answering;
   * drop:          destroy the socket without processing (like a connection reset).
   */
  type: v.picklist(['status', 'delay', 'lose-response', 'drop']),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)), 503),
  message: v.optional(v.string()),
  /** Waited before any type's action. */
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120_000)), 0),
  /**
   * Only requests whose body contains this text, e.g. `"someone@example.com"` (with the JSON quotes):
   * the rule then hits the requests of one message only, whoever sends them, so that tests running
   * in parallel cannot take each other's faults. Without it, any matching request takes the fault.
   */
  bodyIncludes: v.optional(v.pipe(v.string(), v.minLength(1))),
});

export type Fault = v.InferOutput<typeof faultSchema>;

const faultPlanSchema = v.object({ faults: v.array(faultSchema) });

const apartmentsFailSchema = v.object({
  enabled: v.optional(v.boolean()),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)), 500),
  message: v.optional(v.string(), 'Injected failure of the apartments table'),
});

const waitSchema = v.object({
  email: v.pipe(v.string(), v.minLength(1)),
  timeoutMs: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(120_000)),
    '10000',
  ),
});

/** A waiter looks again this often even without a write through the API (e.g. a row written by SQL). */
const SUBMISSION_RECHECK_MS = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ApartmentsFailure {
  status: number;
  message: string;
}

export class TestHooks {
  private faults: Fault[] = [];
  private readonly submissionWrites = new ChangeSignal();
  apartmentsFailure: ApartmentsFailure | null = null;

  constructor(private readonly db: Db) {}

  /** The backend has processed a write to contact_submissions (committed or refused). */
  noteSubmissionWrite(): void {
    this.submissionWrites.notify();
  }

  private async hasSubmissionFrom(email: string): Promise<boolean> {
    const { rows } = await this.db.query<{ found: boolean }>(
      'select exists (select 1 from public.contact_submissions where email = $1) as found',
      [email],
      'service_role',
    );
    return rows[0]?.found === true;
  }

  /**
   * When a row with `email` is first seen in the database (epoch ms), checked again after every
   * write to contact_submissions; null if none arrives within `timeoutMs`.
   */
  private async waitForSubmission(email: string, timeoutMs: number): Promise<number | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const nextWrite = this.submissionWrites.next();
      if (await this.hasSubmissionFrom(email)) return Date.now();
      const remaining = deadline - Date.now();
      if (remaining <= 0) return null;
      await Promise.race([nextWrite, sleep(Math.min(remaining, SUBMISSION_RECHECK_MS))]);
    }
  }

  /** Takes one use of the first fault matching the request, if any. Synchronous, so concurrent requests each take their own. */
  takeFault(method: string, pathname: string, body: string): Fault | null {
    const index = this.faults.findIndex(
      (fault) =>
        fault.times > 0 &&
        pathname.startsWith(fault.path) &&
        (fault.method ? fault.method === method : method !== 'OPTIONS') &&
        (fault.bodyIncludes === undefined || body.includes(fault.bodyIncludes)),
    );
    if (index < 0) return null;
    const fault = this.faults[index] as Fault;
    fault.times -= 1;
    if (fault.times === 0) this.faults.splice(index, 1);
    return { ...fault };
  }

  reset(): void {
    this.faults = [];
    this.apartmentsFailure = null;
  }

  /** Answers /__test/<name>; null when `pathname` is not a test endpoint. */
  async handle(request: Request, pathname: string): Promise<Response | null> {
    const route = `${request.method} ${pathname}`;
    switch (route) {
      case 'GET /__test/mailbox':
        return json(200, await readMailbox(this.db));
      case 'GET /__test/contact-submissions': {
        // As service_role, through the same grants as a service key would have.
        const { rows } = await this.db.query<{ body: string }>(
          `select coalesce(json_agg(s order by s.created_at, s.id), '[]'::json)::text as body
             from public.contact_submissions s`,
          [],
          'service_role',
        );
        return new Response((rows[0] as { body: string }).body, {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      case 'GET /__test/contact-submissions/wait': {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        const parsed = v.safeParse(waitSchema, query);
        if (!parsed.success) return json(400, { error: v.summarize(parsed.issues) });
        return json(200, {
          storedAt: await this.waitForSubmission(parsed.output.email, parsed.output.timeoutMs),
        });
      }
      case 'POST /__test/reset':
        await this.db.execScript(
          'truncate public.contact_submissions; truncate local_backend.mailbox restart identity;',
        );
        this.reset();
        return json(200, { ok: true });
      case 'GET /__test/faults':
        return json(200, { faults: this.faults });
      case 'DELETE /__test/faults':
        this.faults = [];
        return json(200, { faults: [] });
      case 'POST /__test/faults': {
        const parsed = v.safeParse(faultPlanSchema, await readJson(request));
        if (!parsed.success) return json(400, { error: v.summarize(parsed.issues) });
        this.faults.push(...parsed.output.faults);
        return json(200, { faults: this.faults });
      }
      case 'GET /__test/apartments-fail':
        return json(200, { enabled: this.apartmentsFailure !== null, ...this.apartmentsFailure });
      case 'POST /__test/apartments-fail': {
        const parsed = v.safeParse(apartmentsFailSchema, (await readJson(request)) ?? {});
        if (!parsed.success) return json(400, { error: v.summarize(parsed.issues) });
        const enabled = parsed.output.enabled ?? this.apartmentsFailure === null; // no `enabled`: toggle
        this.apartmentsFailure = enabled
          ? { status: parsed.output.status, message: parsed.output.message }
          : null;
        return json(200, { enabled, ...this.apartmentsFailure });
      }
      default:
        return pathname.startsWith('/__test/') ? json(404, { error: `No test endpoint ${route}` }) : null;
    }
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol('invalid json');
  }
}
