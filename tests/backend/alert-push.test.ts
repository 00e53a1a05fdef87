/**
 * Push as the buyer alerts' extra channel (migration 20261129120000_alert_push.sql, alert-push-delivery.ts):
 * registering a device with the confirm link's id and token, one push per alert mail and device delivered to a
 * push service on this machine (tests/backend/helpers/push-receiver.ts decrypts it as a browser would), 404/410
 * deleting the device, retries with the mail queue's policy, removal with the sign-up, and the public key.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { alertPushPayloadSchema } from '../../supabase/functions/_shared/alert-push-payload.ts';
import { UNIT_FACTS } from '../../supabase/functions/_shared/unit-facts.gen.ts';
import { VAPID_PUBLIC_KEY_PATTERN } from '../../supabase/functions/alert-push-key/handler.ts';
import { installSecretsFile, readOrCreateInstallSecrets } from '../../supabase/local/install-secrets.ts';
import { alertHelpers, PROJECT, SOLD_UNIT } from './helpers/alert-signups.ts';
import { startPushReceiver, type PushDevice, type PushReceiver } from './helpers/push-receiver.ts';
import { signedInClient, useTestBackend } from './helpers/test-backend.ts';

const t = useTestBackend();
const { sql, signUp, signUpConfirmed } = alertHelpers(t);

let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(async () => {
  // The receiver is a push service the server may post to, as the browsers' are (reset keeps the allowlist).
  const authority = new URL(receiver.origin).host;
  await sql(
    `insert into public.alert_push_services (scheme, authority) values ('http', $1) on conflict do nothing`,
    [authority],
  );
  receiver.errors.length = 0;
});

async function tokenOf(id: string): Promise<string> {
  const [row] = await sql<{ token: string }>(`select public.alert_link_token('confirm', $1) as token`, [id]);
  return row!.token;
}

/** The confirm page's call: anon, through the REST API, as the app makes it. */
async function register(
  id: string,
  device: Pick<PushDevice, 'endpoint' | 'p256dh' | 'auth'>,
  token?: string,
): Promise<{ status: string }> {
  const { data, error } = await t.anon.rpc('alert_push_register', {
    p_subscription_id: id,
    p_token: token ?? (await tokenOf(id)),
    p_endpoint: device.endpoint,
    p_p256dh: device.p256dh,
    p_auth: device.auth,
  });
  expect(error).toBeNull();
  return data as { status: string };
}

const devices = () => sql<{ endpoint: string }>('select endpoint from public.alert_push_subscriptions');

/** The sales desk sets a unit Available, as an agent does (desk_set_unit_status, signed in as staff). */
async function deskSetsAvailable(weNr: string) {
  const staff = { email: 'push.agent@example.com', password: 'staff-password-1' };
  await t.hooks.createUser({ ...staff, staff: true, displayName: 'Agent' });
  const desk = await signedInClient(t, staff);
  const [unit] = await sql<{ unit_number: number; version: number }>(
    'select unit_number, version from public.apartments where project_id = $1 and we_nr = $2',
    [PROJECT, weNr],
  );
  const { data, error } = await desk.rpc('desk_set_unit_status', {
    p_project_id: PROJECT,
    p_we_nr: weNr,
    p_unit_number: unit!.unit_number,
    p_expected_version: unit!.version,
    p_status: 'Available',
  });
  expect(error).toBeNull();
  expect(data).toMatchObject({ ok: true });
}

/** A device registered for a confirmed English alert on SOLD_UNIT, its push service answering `answer`. */
async function deviceOfConfirmedAlert(answer: number): Promise<PushDevice> {
  const id = await signUpConfirmed({ locale: 'en' });
  const device = receiver.device();
  expect(await register(id, device)).toEqual({ status: 'registered' });
  await t.backend.buyerAlerts(); // its confirmation mail
  device.answer = answer;
  return device;
}

const payloadOf = (device: PushDevice, index = 0) =>
  v.parse(alertPushPayloadSchema, JSON.parse(device.received[index]!.text));

describe('registering a device', () => {
  it('refuses an unknown sign-up, a wrong token, a pending and a spam sign-up, each with its status', async () => {
    const device = receiver.device();
    const pending = await signUp();
    expect(await register(pending, device)).toEqual({ status: 'unconfirmed' });
    const confirmed = await signUpConfirmed({ email: 'other@example.com' });
    expect(await register(confirmed, device, await tokenOf(pending))).toEqual({ status: 'invalid' });
    expect(await register(crypto.randomUUID(), device)).toEqual({ status: 'invalid' });
    const spam = await signUp({ email: 'bot@example.com', honeypot: 'filled' });
    expect(await register(spam, device)).toEqual({ status: 'invalid' });
    expect(await devices()).toEqual([]);
  });

  it('registers a device of a confirmed sign-up once, renewing its keys, up to five devices', async () => {
    const id = await signUpConfirmed();
    const device = receiver.device();
    expect(await register(id, device)).toEqual({ status: 'registered' });
    const renewed = receiver.device();
    expect(await register(id, { ...renewed, endpoint: device.endpoint })).toEqual({ status: 'registered' });
    const [row] = await sql<{ p256dh: string }>('select p256dh from public.alert_push_subscriptions');
    expect(row!.p256dh).toBe(renewed.p256dh);
    for (let i = 0; i < 4; i += 1)
      expect(await register(id, receiver.device())).toEqual({ status: 'registered' });
    expect(await register(id, receiver.device())).toEqual({ status: 'limit_reached', limit: 5 });
    expect(await devices()).toHaveLength(5);
  });

  it('refuses an endpoint outside the known push services and keys that are not a P-256 key and a 16-byte secret', async () => {
    const id = await signUpConfirmed();
    const device = receiver.device();
    for (const endpoint of [
      'https://attacker.example/collect',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://user@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'https://fcm.googleapis.com',
    ])
      expect(await register(id, { ...device, endpoint }), endpoint).toEqual({ status: 'endpoint_invalid' });
    expect(
      await register(id, { ...device, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b' }),
    ).toEqual({ status: 'registered' });
    expect(
      await register(id, { ...device, endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAA' }),
    ).toEqual({ status: 'registered' });
    expect(await register(id, { ...device, p256dh: device.p256dh.slice(1) })).toEqual({
      status: 'keys_invalid',
    });
    expect(await register(id, { ...device, auth: `${device.auth}AA` })).toEqual({ status: 'keys_invalid' });
  });

  it('gives anon nothing but the registration: the tables stay closed', async () => {
    for (const table of ['alert_push_subscriptions', 'alert_pushes', 'alert_push_services']) {
      const { data, error } = await t.anon.from(table).select('*');
      expect(data ?? [], table).toEqual([]);
      expect(error?.code, table).toBe('42501');
    }
    const { error } = await t.anon.rpc('alert_push_claim', {});
    expect(error?.code).toBe('42501');
  });
});

describe('delivering pushes', () => {
  it('a desk change sends each device of the watching address exactly one push, decrypted as the browser would', async () => {
    t.backend.setSiteOrigin('https://site.example');
    const first = await signUpConfirmed({ email: 'anna@example.com', locale: 'de' });
    const second = await signUpConfirmed({ email: 'Anna@example.com', locale: 'de', frequency: 'daily' });
    const phone = receiver.device();
    const laptop = receiver.device();
    expect(await register(first, phone)).toEqual({ status: 'registered' });
    // The same phone registered from both sign-ups' confirm pages: still one push per alert.
    expect(await register(second, phone)).toEqual({ status: 'registered' });
    expect(await register(first, laptop)).toEqual({ status: 'registered' });
    await t.backend.buyerAlerts();

    await deskSetsAvailable(SOLD_UNIT);
    const report = await t.backend.buyerAlerts();
    expect(report).toMatchObject({
      prepared: 1,
      sent: 1,
      pushes: { claimed: 2, sent: 2, gone: 0, failed: 0 },
    });
    expect(await t.backend.buyerAlerts()).toMatchObject({ claimed: 0, pushes: { claimed: 0 } });
    expect(receiver.errors).toEqual([]);
    expect(phone.received).toHaveLength(1);
    expect(laptop.received).toHaveLength(1);

    const unit = UNIT_FACTS.find((fact) => fact.we_nr === SOLD_UNIT)!;
    const price = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(unit.price);
    expect(payloadOf(phone)).toEqual({
      title: `Wohnung ${SOLD_UNIT} ist wieder verfügbar`,
      body: `${unit.rooms} Zimmer · ${new Intl.NumberFormat('de-DE').format(unit.living_area)} m² · ${price} · jetzt verfügbar`,
      url: `/de/projects/${PROJECT}/apartments/${SOLD_UNIT}`,
      tag: `alert-${SOLD_UNIT}`,
      lang: 'de',
    });
    const [push] = phone.received;
    expect(push!.vapid).toMatchObject({
      aud: receiver.origin,
      sub: 'mailto:website@grabbeallee-68.local',
      publicKey: t.backend.secrets.vapidPublicKey,
    });
    expect(push!.vapid.exp * 1000).toBeGreaterThan(Date.now());
    const [mail] = await sql<{ id: string }>(`select id::text from public.alert_mails where kind = 'alert'`);
    expect(push!.headers.topic).toBe(mail!.id.replaceAll('-', ''));
    expect(Number(push!.headers.ttl)).toBe(12 * 60 * 60);
  });

  it('a digest is one push counting its updates, opening the apartment list', async () => {
    const confirmed = await signUpConfirmed({
      email: 'daily@example.com',
      frequency: 'daily',
      locale: 'en',
      target: { kind: 'search', projectId: PROJECT },
    });
    const device = receiver.device();
    expect(await register(confirmed, device)).toEqual({ status: 'registered' });
    await sql(
      `update public.apartments set status = 'Available' where project_id = $1 and we_nr in ('1.0.1', '1.3.4')`,
      [PROJECT],
    );
    // Before 07:00 Berlin time nothing goes out; from 07:00 the digest and its one push.
    const morning = new Date(Date.now() + 24 * 3600_000);
    morning.setUTCHours(7, 0, 0, 0);
    expect(await t.backend.buyerAlerts(morning)).toMatchObject({ pushes: { sent: 1 } });
    expect(payloadOf(device)).toEqual({
      title: '2 updates on the apartments you follow',
      body: 'Apartment 1.0.1 is available again · Apartment 1.3.4 is available again',
      url: `/projects/${PROJECT}`,
      tag: 'alert-digest',
      lang: 'en',
    });
  });

  it('deletes a device the push service no longer knows (410), and its pushes with it; the mail goes out', async () => {
    await deviceOfConfirmedAlert(410);
    await deskSetsAvailable(SOLD_UNIT);
    expect(await t.backend.buyerAlerts()).toMatchObject({ sent: 1, pushes: { claimed: 1, gone: 1 } });
    expect(await devices()).toEqual([]);
    expect(await sql('select 1 from public.alert_pushes')).toEqual([]);
  });

  it('retries a push the service could not take (500) with the mail queue backoff, and sends it once', async () => {
    const device = await deviceOfConfirmedAlert(500);
    await deskSetsAvailable(SOLD_UNIT);
    expect(await t.backend.buyerAlerts()).toMatchObject({ sent: 1, pushes: { claimed: 1, failed: 1 } });
    const [waiting] = await sql<{ send_status: string; attempts: number; error: string }>(
      'select send_status, attempts, error from public.alert_pushes',
    );
    expect(waiting).toEqual({ send_status: 'pending', attempts: 1, error: 'push service answered 500' });
    device.answer = 201;
    expect(await t.backend.buyerAlerts()).toMatchObject({ pushes: { claimed: 0 } });
    expect(await t.backend.buyerAlerts(new Date(Date.now() + 60_000))).toMatchObject({
      claimed: 0,
      pushes: { claimed: 1, sent: 1 },
    });
    expect(device.received).toHaveLength(1);
    expect(payloadOf(device).title).toBe(`Apartment ${SOLD_UNIT} is available again`);
  });
});

describe('removal with the sign-up', () => {
  it("an unsubscribe and an erasure delete the address's devices", async () => {
    const id = await signUpConfirmed({ email: 'leaving@example.com' });
    await register(id, receiver.device());
    const [row] = await sql<{ token: string }>(
      `select public.alert_unsubscribe_token('leaving@example.com') as token`,
    );
    await sql('select public.alert_unsubscribe($1, $2)', ['leaving@example.com', row!.token], 'anon');
    expect(await devices()).toEqual([]);

    const again = await signUpConfirmed({ email: 'erased@example.com' });
    await register(again, receiver.device());
    await sql(`select public.contact_erase('erased@example.com')`);
    expect(await devices()).toEqual([]);
  });
});

describe('the VAPID key pair', () => {
  it('is served to the app without a key, and made once per install (also for an install from before push)', async () => {
    const answer = await t.request('/functions/v1/alert-push-key', { key: null });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await answer.json()).toEqual({ publicKey: t.backend.secrets.vapidPublicKey });
    expect(t.backend.secrets.vapidPublicKey).toMatch(VAPID_PUBLIC_KEY_PATTERN);

    const file = installSecretsFile(join(mkdtempSync(join(tmpdir(), 'push-secrets-')), 'db'));
    const { secrets } = readOrCreateInstallSecrets(file);
    const { vapidPublicKey: _, vapidPrivateKey: __, ...older } = secrets;
    writeFileSync(file, JSON.stringify(older), { mode: 0o600 });
    const upgraded = readOrCreateInstallSecrets(file);
    expect(upgraded.secrets).toMatchObject(older);
    expect(upgraded.secrets.vapidPublicKey).toMatch(VAPID_PUBLIC_KEY_PATTERN);
    expect(upgraded.secrets.vapidPublicKey).not.toBe(secrets.vapidPublicKey);
    expect(readOrCreateInstallSecrets(file).secrets).toEqual(upgraded.secrets);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(upgraded.secrets);
  });
});
