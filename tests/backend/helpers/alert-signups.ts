/**
 * Buyer alerts in the backend tests: a visitor's sign-up (inserted as the outbox does, with a solved
 * challenge), its confirmation (the link's token from the queued mail), SQL as a role, and the unit facts sync.
 */
import { expect } from 'vitest';

import {
  ALERT_CONSENT_VERSION,
  alertSubscriptionRow,
  type AlertFrequency,
  type AlertTarget,
} from '../../../supabase/functions/_shared/alert-rules.ts';
import { UNIT_FACTS } from '../../../supabase/functions/_shared/unit-facts.gen.ts';
import type { DbRole } from '../../../supabase/local/db.ts';
import type { TestBackend } from './test-backend.ts';

export const PROJECT = 'grabbeallee-68';
/** Sold in the seed. */
export const SOLD_UNIT = '1.0.1';
/** Reserved in the seed. */
export const RESERVED_UNIT = '1.3.4';

export interface SignUp {
  email?: string;
  target?: AlertTarget;
  frequency?: AlertFrequency;
  locale?: 'en' | 'de';
  honeypot?: string;
  solved?: boolean;
}

/** The row a visitor's form makes for `target` (no challenge solved), to insert as it is or changed. */
export function signupRow(
  target: AlertTarget,
  email = 'buyer@example.com',
  frequency: AlertFrequency = 'instant',
) {
  return alertSubscriptionRow(
    {
      id: crypto.randomUUID(),
      email,
      locale: 'en',
      frequency,
      target,
      consentVersion: ALERT_CONSENT_VERSION,
    },
    { honeypot: '', altchaPayload: null },
  );
}

export function alertHelpers(t: TestBackend) {
  async function sql<R = Record<string, unknown>>(
    query: string,
    params: (string | null)[] = [],
    role: DbRole | null = 'service_role',
  ): Promise<R[]> {
    return (await t.backend.db.query<R>(query, params, role)).rows;
  }

  /** A visitor's sign-up, inserted as the outbox does; returns its id. */
  async function signUp({
    email = 'buyer@example.com',
    target = { kind: 'unit', projectId: PROJECT, weNr: SOLD_UNIT, priceChanges: false },
    frequency = 'instant',
    locale = 'de',
    honeypot = '',
    solved = true,
  }: SignUp = {}): Promise<string> {
    const id = crypto.randomUUID();
    const row = alertSubscriptionRow(
      { id, email, locale, frequency, target, consentVersion: ALERT_CONSENT_VERSION },
      { honeypot, altchaPayload: solved ? await t.solvedPayload() : null },
    );
    const { error, status } = await t.anon
      .from('alert_subscriptions')
      .upsert(row, { onConflict: 'id', ignoreDuplicates: true });
    expect(error).toBeNull();
    expect(status).toBe(201);
    return id;
  }

  /** Confirms a sign-up as the visitor's click on the mail's link does (anon, with the mail's token). */
  async function confirm(id: string): Promise<{ status: string }> {
    const [mail] = await sql<{ data: { token: string } }>(
      `select data from public.alert_mails where kind = 'confirm' and data ->> 'subscriptionId' = $1`,
      [id],
    );
    const [row] = await sql<{ result: { status: string } }>(
      'select public.alert_confirm($1::uuid, $2) as result',
      [id, mail!.data.token],
      'anon',
    );
    return row!.result;
  }

  async function signUpConfirmed(options: SignUp = {}): Promise<string> {
    const id = await signUp(options);
    expect((await confirm(id)).status).toBe('confirmed');
    return id;
  }

  /** A unit's status as the desk writes it. */
  async function setStatus(weNr: string, status: string) {
    await sql(`update public.apartments set status = $2 where project_id = $1 and we_nr = $3`, [
      PROJECT,
      status,
      weNr,
    ]);
  }

  /**
   * One run of the alert preparation, as the sweep's; how many mails it made. Without a time, at the
   * database's: a JavaScript time has only milliseconds, so an event stored within the same millisecond
   * would be later than it.
   */
  async function prepare(now?: Date): Promise<number> {
    const [row] = await sql<{ made: number }>(
      'select public.alert_prepare(coalesce($1::timestamptz, now())) as made',
      [now?.toISOString() ?? null],
    );
    return row!.made;
  }

  async function syncFacts(facts = UNIT_FACTS, now = new Date()) {
    const [row] = await sql<{ changed: number }>(
      'select public.unit_facts_sync($1::jsonb, $2::timestamptz) as changed',
      [JSON.stringify(facts), now.toISOString()],
    );
    return row!.changed;
  }

  return { sql, signUp, confirm, signUpConfirmed, setStatus, prepare, syncFacts };
}
