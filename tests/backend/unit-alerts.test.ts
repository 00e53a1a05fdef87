/**
 * Alerts for a flat or a search, on the server (migration 20261129100000_unit_alerts.sql): the sign-up as a
 * visitor's insert, the double opt-in, events from the desk and from ended holds, one delivery per address
 * and event, the daily digest, the one-click unsubscribe, retention and erasure, and what anon may not do.
 */
import { describe, expect, it } from 'vitest';

import { berlinDay, berlinInstant, shiftDay } from '../../src/lib/i18n/berlin-day.ts';
import { ALERT_CONSENT_VERSION, alertSubscriptionRow } from '../../supabase/functions/_shared/alert-rules.ts';
import { UNIT_FACTS } from '../../supabase/functions/_shared/unit-facts.gen.ts';
import { alertHelpers, PROJECT, RESERVED_UNIT, signupRow, SOLD_UNIT } from './helpers/alert-signups.ts';
import { useTestBackend } from './helpers/test-backend.ts';

const t = useTestBackend();
const { sql, signUp, confirm, signUpConfirmed, setStatus, prepare, syncFacts } = alertHelpers(t);

interface MailRow {
  kind: string;
  to_email: string;
  locale: string;
  data: { events?: { kind: string; unit: { weNr: string; status: string; price: number } }[] };
}

async function mails(kind?: string): Promise<MailRow[]> {
  return sql<MailRow>(
    `select kind, to_email, locale, data from public.alert_mails
      where $1::text is null or kind = $1 order by created_at, id`,
    [kind ?? null],
  );
}

/**
 * `hour` o'clock Berlin time, `day` days after today's date in Berlin: later than every event a test
 * makes now (the server matches only events made before the time it prepares for).
 */
function berlin(day: number, hour: number): Date {
  return berlinInstant(shiftDay(berlinDay(new Date()), day), `${String(hour).padStart(2, '0')}:00`);
}

describe('signing up', () => {
  it('stores the consent record and queues one confirmation mail; a retried insert changes nothing', async () => {
    const id = await signUp({ email: 'Buyer@Example.com' });
    const [row] = await sql<Record<string, unknown>>(
      'select * from public.alert_subscriptions where id = $1::uuid',
      [id],
    );
    expect(row).toMatchObject({
      status: 'pending',
      challenge_status: 'verified',
      consent_text_version: ALERT_CONSENT_VERSION,
      locale: 'de',
      we_nr: SOLD_UNIT,
      confirmed_at: null,
    });
    expect(row!.client_ip).toBeTruthy();
    const queued = await mails('confirm');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to_email: 'Buyer@Example.com', locale: 'de' });

    // The outbox's retry of the same sign-up (a lost answer): no second row, no second mail.
    const again = alertSubscriptionRow(
      {
        id,
        email: 'Buyer@Example.com',
        locale: 'de',
        frequency: 'instant',
        target: { kind: 'unit', projectId: PROJECT, weNr: SOLD_UNIT, priceChanges: false },
        consentVersion: ALERT_CONSENT_VERSION,
      },
      { honeypot: '', altchaPayload: null },
    );
    const retried = await t.anon
      .from('alert_subscriptions')
      .upsert(again, { onConflict: 'id', ignoreDuplicates: true });
    expect(retried.error).toBeNull();
    expect(await mails('confirm')).toHaveLength(1);
  });

  it('mails nothing for a sign-up without proof of work or with the hidden field filled', async () => {
    await signUp({ solved: false });
    await signUp({ honeypot: 'https://spam.example' });
    const statuses = await sql<{ status: string }>('select status from public.alert_subscriptions');
    expect(statuses.map((row) => row.status)).toEqual(['spam', 'spam']);
    expect(await mails()).toEqual([]);
  });

  it('refuses what the rules refuse, each by its constraint', async () => {
    const base = signupRow({ kind: 'search', projectId: PROJECT, rooms: 3 }, 'buyer@example.com', 'daily');
    const refusals: [Record<string, unknown>, string][] = [
      [{ email: 'not an address' }, 'alert_subscriptions_email_pattern'],
      [{ locale: 'fr' }, 'alert_subscriptions_locale_valid'],
      [{ frequency: 'hourly' }, 'alert_subscriptions_frequency_valid'],
      [{ we_nr: '9.9.9', search_rooms: null }, 'alert_subscriptions_unit_fkey'],
      [{ price_changes: true }, 'alert_subscriptions_target_valid'],
      [{ we_nr: SOLD_UNIT }, 'alert_subscriptions_target_valid'],
      [{ consent_text_version: '' }, 'alert_subscriptions_consent_version_valid'],
    ];
    for (const [change, constraint] of refusals) {
      const { error } = await t.anon
        .from('alert_subscriptions')
        .insert({ ...base, ...change, id: crypto.randomUUID() });
      expect(error?.message, constraint).toContain(constraint);
    }
  });

  it('lets a visitor set none of what the server sets, and read nothing back', async () => {
    const forged = await t.anon.from('alert_subscriptions').insert({
      ...signupRow({ kind: 'unit', projectId: PROJECT, weNr: SOLD_UNIT, priceChanges: false }),
      status: 'confirmed',
    });
    expect(forged.error?.code).toBe('42501');
    await signUp();
    for (const table of [
      'alert_subscriptions',
      'alert_mails',
      'alert_events',
      'alert_deliveries',
      'unit_facts',
    ]) {
      const { data } = await t.anon.from(table).select('*');
      expect(data ?? [], table).toEqual([]);
    }
    for (const fn of ['alert_prepare', 'alert_mail_claim', 'alert_retention']) {
      const { error } = await t.anon.rpc(fn, {});
      expect(error, fn).not.toBeNull();
    }
  });

  it('takes five sign-ups of one address a day, then answers 429 with Retry-After', async () => {
    for (let index = 0; index < 5; index++) await signUp();
    const row = alertSubscriptionRow(
      {
        id: crypto.randomUUID(),
        email: 'BUYER@example.com',
        locale: 'en',
        frequency: 'instant',
        target: { kind: 'unit', projectId: PROJECT, weNr: SOLD_UNIT, priceChanges: false },
        consentVersion: ALERT_CONSENT_VERSION,
      },
      { honeypot: '', altchaPayload: await t.solvedPayload() },
    );
    const response = await t.request('/rest/v1/alert_subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(row),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('confirming', () => {
  it('confirms with the right link only, once, and not after 48 hours', async () => {
    const id = await signUp();
    const wrong = await sql<{ result: { status: string } }>(
      'select public.alert_confirm($1::uuid, $2) as result',
      [id, 'f'.repeat(64)],
      'anon',
    );
    expect(wrong[0]!.result.status).toBe('invalid');
    expect(await confirm(id)).toMatchObject({
      status: 'confirmed',
      target: { kind: 'unit', weNr: SOLD_UNIT },
    });
    const [first] = await sql<{ confirmed_at: string }>(
      'select confirmed_at::text from public.alert_subscriptions where id = $1::uuid',
      [id],
    );
    expect((await confirm(id)).status).toBe('confirmed');
    const [second] = await sql<{ confirmed_at: string }>(
      'select confirmed_at::text from public.alert_subscriptions where id = $1::uuid',
      [id],
    );
    expect(second!.confirmed_at).toBe(first!.confirmed_at);

    const late = await signUp({ email: 'late@example.com' });
    await sql(
      `update public.alert_subscriptions set created_at = now() - interval '49 hours' where id = $1::uuid`,
      [late],
    );
    expect((await confirm(late)).status).toBe('expired');
  });
});

describe('alerts', () => {
  it('a desk change to Available sends a confirmed watcher exactly one alert; an unconfirmed one gets nothing', async () => {
    await syncFacts();
    await signUpConfirmed({ email: 'watcher@example.com' });
    await signUp({ email: 'unconfirmed@example.com' });
    await setStatus(SOLD_UNIT, 'Available');
    expect(await prepare()).toBe(1);
    expect(await prepare()).toBe(0);
    const alerts = await mails('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ to_email: 'watcher@example.com', locale: 'de' });
    const unit = UNIT_FACTS.find((fact) => fact.we_nr === SOLD_UNIT)!;
    expect(alerts[0]!.data.events).toEqual([
      expect.objectContaining({
        kind: 'available',
        unit: expect.objectContaining({ weNr: SOLD_UNIT, status: 'Available', price: unit.price }),
      }),
    ]);
  });

  it('an ended hold sends one alert', async () => {
    await syncFacts();
    await signUpConfirmed({
      target: { kind: 'unit', projectId: PROJECT, weNr: '1.5.4', priceChanges: false },
    });
    await sql(`update public.apartments set hold_until = now() - interval '1 minute' where we_nr = '1.5.4'`);
    expect(await t.backend.expireHolds(new Date())).toBe(1);
    expect(await prepare()).toBe(1);
    expect((await mails('alert'))[0]!.data.events![0]!.unit.weNr).toBe('1.5.4');
  });

  it('a search is told of a matching flat that becomes available, not of another', async () => {
    await syncFacts();
    const reserved = UNIT_FACTS.find((fact) => fact.we_nr === RESERVED_UNIT)!;
    await signUpConfirmed({
      target: { kind: 'search', projectId: PROJECT, building: reserved.building, rooms: reserved.rooms },
    });
    const other = UNIT_FACTS.find((fact) => fact.we_nr === SOLD_UNIT)!;
    expect(other.building === reserved.building && other.rooms === reserved.rooms).toBe(false);
    await setStatus(SOLD_UNIT, 'Available');
    expect(await prepare()).toBe(0);
    await setStatus(RESERVED_UNIT, 'Available');
    expect(await prepare()).toBe(1);
    expect((await mails('alert'))[0]!.data.events![0]!.unit.weNr).toBe(RESERVED_UNIT);
  });

  it('a price change reaches those who asked for price changes; the first sync is no change', async () => {
    expect(await syncFacts()).toBe(56);
    expect(await syncFacts()).toBe(0);
    await signUpConfirmed({
      email: 'price@example.com',
      target: { kind: 'unit', projectId: PROJECT, weNr: SOLD_UNIT, priceChanges: true },
    });
    await signUpConfirmed({ email: 'release@example.com' });
    const repriced = UNIT_FACTS.map((fact) =>
      fact.we_nr === SOLD_UNIT ? { ...fact, price: fact.price + 1000 } : fact,
    );
    expect(await syncFacts(repriced)).toBe(1);
    expect(await prepare()).toBe(1);
    const [alert] = await mails('alert');
    expect(alert!.to_email).toBe('price@example.com');
    expect(alert!.data.events![0]).toMatchObject({ kind: 'price', unit: { price: repriced[0]!.price } });
  });

  it('one address watching a flat twice (instant and daily) gets one alert for one event, at once', async () => {
    await syncFacts();
    await signUpConfirmed({ frequency: 'daily' });
    await signUpConfirmed({ frequency: 'instant', target: { kind: 'search', projectId: PROJECT } });
    await setStatus(SOLD_UNIT, 'Available');
    expect(await prepare(berlin(1, 10))).toBe(1);
    expect(await prepare(berlin(2, 8))).toBe(0);
    expect(await mails('alert')).toHaveLength(1);
    expect(await mails('digest')).toEqual([]);
  });

  it("the daily digest carries a day's events in one mail, from 07:00 Berlin time, at most one a day", async () => {
    await syncFacts();
    await signUpConfirmed({ frequency: 'daily', target: { kind: 'search', projectId: PROJECT } });
    await setStatus(SOLD_UNIT, 'Available');
    await setStatus(RESERVED_UNIT, 'Available');
    expect(await prepare(berlin(1, 6))).toBe(0);
    expect(await prepare(berlin(1, 7))).toBe(1);
    const [digest] = await mails('digest');
    expect(digest!.data.events!.map((event) => event.unit.weNr).sort()).toEqual(
      [SOLD_UNIT, RESERVED_UNIT].sort(),
    );
    await setStatus('1.1.2', 'Available');
    expect(await prepare(berlin(1, 9))).toBe(0);
    expect(await prepare(berlin(2, 7))).toBe(1);
    expect(await mails('digest')).toHaveLength(2);
    expect(await mails('alert')).toEqual([]);
  });

  it('fifty status changes at once: one alert per event, none twice', async () => {
    await syncFacts();
    await signUpConfirmed({ target: { kind: 'search', projectId: PROJECT } });
    const units = UNIT_FACTS.slice(0, 50).map((fact) => fact.we_nr);
    await sql(`update public.apartments set status = 'Reserved'`);
    await sql(
      `insert into public.apartments (project_id, unit_number, we_nr, status)
       select u.project_id, u.unit_number, u.we_nr, 'Reserved' from public.units u
        where not exists (select 1 from public.apartments a where a.we_nr = u.we_nr)`,
    );
    await Promise.all([...units.map((weNr) => setStatus(weNr, 'Available')), ...units.map(() => prepare())]);
    await prepare();
    const alerts = await mails('alert');
    expect(alerts).toHaveLength(50);
    expect(new Set(alerts.map((alert) => alert.data.events![0]!.unit.weNr)).size).toBe(50);
  });
});

describe('unsubscribing, retention and erasure', () => {
  it('one click with the link deletes every watch of the address; a wrong link deletes nothing', async () => {
    await syncFacts();
    await signUpConfirmed({ email: 'Leaving@Example.com' });
    await signUpConfirmed({ email: 'leaving@example.com', target: { kind: 'search', projectId: PROJECT } });
    await signUpConfirmed({ email: 'staying@example.com' });
    const [token] = await sql<{ token: string }>(
      `select public.alert_unsubscribe_token('LEAVING@example.com') as token`,
    );
    const wrong = await sql<{ result: { status: string } }>(
      'select public.alert_unsubscribe($1, $2) as result',
      ['leaving@example.com', '0'.repeat(64)],
      'anon',
    );
    expect(wrong[0]!.result.status).toBe('invalid');
    const [done] = await sql<{ result: { status: string; watches: number } }>(
      'select public.alert_unsubscribe($1, $2) as result',
      ['leaving@example.com', token!.token],
      'anon',
    );
    expect(done!.result).toEqual({ status: 'unsubscribed', watches: 2 });
    const left = await sql<{ email: string }>('select email from public.alert_subscriptions');
    expect(left.map((row) => row.email)).toEqual(['staying@example.com']);
    await setStatus(SOLD_UNIT, 'Available');
    await prepare();
    expect((await mails('alert')).map((mail) => mail.to_email)).toEqual(['staying@example.com']);
  });

  it('deletes unconfirmed sign-ups after 7 days and keeps confirmed ones; erasure takes the watches', async () => {
    const unconfirmed = await signUp({ email: 'forgot@example.com' });
    await signUpConfirmed({ email: 'kept@example.com' });
    await sql(
      `update public.alert_subscriptions set created_at = now() - interval '8 days' where id = $1::uuid`,
      [unconfirmed],
    );
    const [report] = await sql<{ report: Record<string, number> }>(
      'select public.alert_retention() as report',
    );
    expect(report!.report.signups_deleted).toBe(1);
    expect(await sql('select 1 from public.alert_subscriptions')).toHaveLength(1);

    const [erased] = await sql<{ result: Record<string, number> }>(
      `select public.contact_erase('KEPT@example.com') as result`,
    );
    expect(erased!.result.alert_watches).toBe(1);
    expect(await sql('select 1 from public.alert_subscriptions')).toEqual([]);
    expect(await mails()).toEqual([]);
  });
});

describe('delivery (the sweep, the local mail provider, the one-click unsubscribe)', () => {
  interface BuyerMail {
    to_address: string;
    subject: string;
    text_body: string;
    headers: Record<string, string> | null;
  }
  const buyerMails = () =>
    sql<BuyerMail>(
      `select to_address, subject, text_body, headers from local_backend.mailbox where kind = 'buyer' order by id`,
      [],
      null,
    );
  const linkIn = (text: string, path: string) => {
    const line = text.split('\n').find((candidate) => candidate.includes(path));
    if (!line) throw new Error(`no ${path} link in:\n${text}`);
    return new URL(line.trim());
  };

  it('mails the confirmation, then after the click one alert with a working one-click unsubscribe', async () => {
    t.backend.setSiteOrigin('https://site.example');
    const id = await signUp({ email: 'anna@example.com', locale: 'de' });
    expect(await t.backend.buyerAlerts()).toMatchObject({ factsChanged: 56, sent: 1 });
    const [confirmation] = await buyerMails();
    expect(confirmation!.subject).toBe('Bitte bestätigen Sie Ihre Benachrichtigung – Grabbeallee 68');
    expect(confirmation!.headers).toBeNull();
    const confirmLink = linkIn(confirmation!.text_body, '/de/alerts/confirm?');
    expect(confirmLink.origin).toBe('https://site.example');
    expect(confirmLink.searchParams.get('id')).toBe(id);
    const [confirmed] = await sql<{ result: { status: string } }>(
      'select public.alert_confirm($1::uuid, $2) as result',
      [confirmLink.searchParams.get('id'), confirmLink.searchParams.get('token')],
      'anon',
    );
    expect(confirmed!.result.status).toBe('confirmed');

    await setStatus(SOLD_UNIT, 'Available');
    expect(await t.backend.buyerAlerts()).toMatchObject({ prepared: 1, sent: 1 });
    expect(await t.backend.buyerAlerts()).toMatchObject({ prepared: 0, claimed: 0 });
    const [, alert] = await buyerMails();
    const unit = UNIT_FACTS.find((fact) => fact.we_nr === SOLD_UNIT)!;
    expect(alert!.subject).toBe(`Wohnung ${SOLD_UNIT} ist wieder verfügbar – Grabbeallee 68`);
    expect(alert!.text_body).toContain(`https://site.example/de/projects/${PROJECT}/apartments/${SOLD_UNIT}`);
    expect(alert!.text_body).toContain(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
        unit.price,
      ),
    );
    expect(alert!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(alert!.headers!['List-Unsubscribe']!)![1]!);
    expect(oneClick.origin + oneClick.pathname).toBe(
      'https://site.example/supabase/functions/v1/alert-unsubscribe',
    );

    // The local mailbox page shows it, with its one-click header.
    const viewed = (await (await fetch(`${t.url}/mail?format=json`)).json()) as {
      kind: string;
      headers: Record<string, string>;
    }[];
    expect(viewed[0]).toMatchObject({ kind: 'buyer', headers: alert!.headers });

    // A mail scanner's GET changes nothing; the mail client's POST unsubscribes.
    const path = `/functions/v1/alert-unsubscribe${oneClick.search}`;
    expect((await t.request(path, { key: null })).status).toBe(405);
    const posted = await t.request(path, {
      key: null,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ status: 'unsubscribed', watches: 1 });
    expect(await sql('select 1 from public.alert_subscriptions')).toEqual([]);
    const forged = await t.request(path.replace(/token=[0-9a-f]/, 'token=x'), { key: null, method: 'POST' });
    expect(forged.status).toBe(400);
  });

  it('tells sales once of a buyer mail that failed; erasing the address takes that copy too', async () => {
    await signUp({ email: 'bounced@example.com' });
    await sql(`update public.alert_mails set send_status = 'failed', attempts = 10, error = 'mailbox full'`);
    expect(await t.backend.opsMails()).toBe(1);
    expect(await t.backend.opsMails()).toBe(0);
    const [ops] = await sql<{ kind: string; subject: string; text_body: string }>(
      `select kind, subject, text_body from local_backend.mailbox where kind = 'buyer_alert'`,
      [],
      null,
    );
    expect(ops!.subject).toBe('[Grabbeallee 68] 1 e-mail(s) to buyers not delivered');
    expect(ops!.text_body).toContain('bounced@example.com');
    expect(ops!.text_body).toContain('mailbox full');
    await sql(`select public.contact_erase('bounced@example.com')`);
    expect(await sql(`select 1 from public.contact_ops_mails where kind = 'buyer_alert'`)).toEqual([]);
  });

  it('keeps a mail through a provider outage and sends it once when the provider is back', async () => {
    await signUp({ locale: 'en' });
    t.backend.mailProvider.down = true;
    expect(await t.backend.buyerAlerts()).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    t.backend.mailProvider.down = false;
    expect(await t.backend.buyerAlerts()).toMatchObject({ claimed: 0 });
    expect(await t.backend.buyerAlerts(new Date(Date.now() + 60_000))).toMatchObject({ claimed: 1, sent: 1 });
    const sent = await buyerMails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Please confirm your alert – Grabbeallee 68');
  });
});
