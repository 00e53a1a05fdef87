/**
 * The functions' tests that need no database, written once and run in both runtimes: under Node by
 * Vitest (function-cases.test.ts) and under Deno with the functions' own import map
 * (deno/function-cases-deno.ts, `npm run test:deno`), so a difference of the Edge Runtime's Deno
 * (its fetch, AbortSignal.timeout, WebCrypto, the npm: imports of valibot, altcha-lib and web-push) fails a test.
 * Runtime-neutral: no Vitest, no node: modules, only what both runtimes have.
 */
import { solveChallenge, verifySolution } from 'altcha-lib';

import type { AlertSearch } from '../../supabase/functions/_shared/alert-rules.ts';
import { deriveChallengeKey, type Challenge } from '../../supabase/functions/_shared/contact-challenge.ts';
import { createAlertPushKeyHandler } from '../../supabase/functions/alert-push-key/handler.ts';
import { createAlertUnsubscribeHandler } from '../../supabase/functions/alert-unsubscribe/handler.ts';
import {
  cachedSecrets,
  createContactChallengeHandler,
} from '../../supabase/functions/contact-challenge/handler.ts';
import { createDeskStaffHandler } from '../../supabase/functions/desk-staff/handler.ts';
import {
  buildAlertEmail,
  type AlertMailRow,
} from '../../supabase/functions/send-contact-email/alert-mail.ts';
import { buildAlertPush } from '../../supabase/functions/send-contact-email/alert-push.ts';
import {
  buildFollowUpEmail,
  deliverFollowUpMails,
} from '../../supabase/functions/send-contact-email/follow-up-digest.ts';
import { createSendContactEmailHandler } from '../../supabase/functions/send-contact-email/handler.ts';
import {
  buildContactEmail,
  deliverDue,
  type NotificationStore,
  type SendOutcome,
  type SubmissionRow,
} from '../../supabase/functions/send-contact-email/notification.ts';
import { createResendSendEmail } from '../../supabase/functions/send-contact-email/resend-email.ts';
import { buildViewingEmail } from '../../supabase/functions/send-contact-email/viewing-mail.ts';
import { createWebPushSender } from '../../supabase/functions/send-contact-email/web-push-sender.ts';

export interface RuntimeCase {
  name: string;
  run: () => Promise<void>;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function same(actual: unknown, expected: unknown, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  check(a === e, `${what}: expected ${e}, got ${a}`);
}

const ROW: SubmissionRow = {
  id: '0b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a',
  created_at: '2026-03-01T10:00:00.000Z',
  name: 'Zoë',
  email: 'zoe@example.com',
  phone: '030 123456',
  preferred_rooms: '2-room',
  message: 'Hi',
  challenge_status: 'verified',
};
const SECRETS = { signature: 'a'.repeat(64), keySignature: 'b'.repeat(64) };
const CHEAP = { cost: 10, counterMin: 1, counterMax: 20 };

/** A Resend that answers every send with `status` and `body`, recording the requests. */
function resend(status: number, body: unknown = { id: 'e1' }) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub: typeof fetch = async (url, init) => {
    requests.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status });
  };
  return {
    requests,
    send: createResendSendEmail({ apiKey: 're_test', from: 'Site <w@example.com>', fetch: fetchStub }),
  };
}

/** A store that hands out `rows` one claim at a time and records what was finished. */
function memoryStore(rows: SubmissionRow[]) {
  const finished: { id: string; result: SendOutcome }[] = [];
  const claims: (number | undefined)[] = [];
  const store: NotificationStore = {
    request: async () => ({ status: 'ok' }),
    claim: async ({ limit }) => {
      claims.push(limit);
      return rows.splice(0, limit ?? 20);
    },
    finish: async (id, result) => void finished.push({ id, result }),
  };
  return { store, finished, claims };
}

const LINKS = {
  siteOrigin: 'https://grabbeallee68.de',
  unsubscribeEndpoint: 'https://ref.supabase.co/functions/v1/alert-unsubscribe',
};
const TOKEN = 'c'.repeat(64);
const ALERT: AlertMailRow = {
  id: '5f0e9d1c-2b3a-4c5d-8e7f-0a1b2c3d4e5f',
  kind: 'alert',
  to_email: 'käufer@example.com',
  locale: 'de',
  unsubscribe_token: TOKEN,
  data: {
    events: [
      {
        eventId: 7,
        kind: 'price',
        at: '2026-12-01T09:30:00Z',
        projectId: 'grabbeallee-68',
        previousPrice: 414400,
        unit: { weNr: '1.0.1', status: 'Reserved', rooms: 3, livingArea: 59.2, price: 415000 },
      },
    ],
  },
};

/** A device as a browser subscribes it: a P-256 key pair and a 16-byte auth secret, base64url (WebCrypto). */
async function pushDevice(endpoint: string) {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    endpoint,
    keys: { p256dh: base64url(publicKey), auth: base64url(crypto.getRandomValues(new Uint8Array(16))) },
  };
}

/** A VAPID key pair made once (web-push's generateVAPIDKeys in Node), for the sender's signature. */
const VAPID = {
  subject: 'mailto:website@example.com',
  publicKey: 'BOlppwbRGP1-tItAdokDRSM45yD2P8CowyVkmpi6aRcTpc-xdIOtiSmL9XDf-HEixcQheg0OZdZVQpT13IIpmyE',
  privateKey: 'vdgApSMaWBCXcS8oLwU5CUTaYUjV21sBaAERYtd-AXY',
};

export const runtimeCases: RuntimeCase[] = [
  {
    name: 'web-push: an alert push is encrypted (aes128gcm), VAPID-signed and posted with its topic and TTL; the answer decides its fate',
    async run() {
      const requests: { url: string; init: RequestInit | undefined }[] = [];
      let status = 201;
      const sendPush = createWebPushSender({
        vapid: VAPID,
        fetch: async (url, init) => {
          requests.push({ url: String(url), init });
          return new Response(null, { status });
        },
      });
      const device = await pushDevice('https://fcm.googleapis.com/fcm/send/device-1');
      const payload = JSON.stringify(buildAlertPush(ALERT));
      same(await sendPush(device, payload, { topic: 'mail1', ttlSeconds: 600 }), { outcome: 'sent' }, '201');
      const [request] = requests;
      same(request?.url, device.endpoint, 'posted to the endpoint');
      const headers = new Headers(request?.init?.headers);
      same(
        [headers.get('content-encoding'), headers.get('ttl'), headers.get('topic')],
        ['aes128gcm', '600', 'mail1'],
        'headers',
      );
      check(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.publicKey}$`).test(
          headers.get('authorization') ?? '',
        ),
        `VAPID authorization: ${headers.get('authorization')}`,
      );
      // RFC 8188's header: a 16-byte salt, the record size, the sender's 65-byte key, then one record.
      const body = new Uint8Array(request?.init?.body as Uint8Array);
      same([body[20], body[21]], [65, 4], 'key id: an uncompressed P-256 key');
      check(body.length >= 86 + 16 + payload.length, 'the payload and its tag fit in the body');
      check(!new TextDecoder().decode(body).includes('Wohnung'), 'nothing readable in the body');

      const outcomes: Record<number, string> = {};
      for (status of [404, 410, 429, 500, 400, 413]) {
        outcomes[status] = (await sendPush(device, payload, { topic: 'mail1', ttlSeconds: 600 })).outcome;
      }
      same(
        outcomes,
        { 400: 'permanent', 404: 'gone', 410: 'gone', 413: 'permanent', 429: 'retry', 500: 'retry' },
        'outcomes',
      );
      const unreachable = createWebPushSender({
        vapid: VAPID,
        fetch: () => Promise.reject(new TypeError('down')),
      });
      same(
        (await unreachable(device, payload, { topic: 'mail1', ttlSeconds: 600 })).outcome,
        'retry',
        'no answer',
      );
      const broken = await sendPush({ ...device, keys: { ...device.keys, p256dh: 'AAAA' } }, payload, {
        topic: 'mail1',
        ttlSeconds: 600,
      });
      same(broken.outcome, 'permanent', 'keys the library cannot use');
    },
  },
  {
    name: "an alert's push names the flat in the sign-up's language and opens its page; one tag per flat",
    async run() {
      same(
        buildAlertPush(ALERT),
        {
          title: 'Neuer Preis für Wohnung 1.0.1: 415.000\u00a0€',
          body: '3 Zimmer · 59,2 m² · 415.000\u00a0€ · jetzt reserviert',
          url: '/de/projects/grabbeallee-68/apartments/1.0.1',
          tag: 'alert-1.0.1',
          lang: 'de',
        },
        'push',
      );
    },
  },
  {
    name: 'alert-push-key: the VAPID public key without an API key, 503 while none is set, 405 for a POST',
    async run() {
      const origins = ['https://grabbeallee68.de'];
      const served = createAlertPushKeyHandler({ publicKey: VAPID.publicKey, allowedOrigins: origins });
      const answer = await served(
        new Request('http://f.test/', { headers: { origin: 'https://grabbeallee68.de' } }),
      );
      same(
        [answer.status, await answer.json(), answer.headers.get('access-control-allow-origin')],
        [200, { publicKey: VAPID.publicKey }, 'https://grabbeallee68.de'],
        'served',
      );
      same((await served(new Request('http://f.test/', { method: 'POST' }))).status, 405, 'POST');
      const unset = await createAlertPushKeyHandler({ publicKey: '', allowedOrigins: origins })(
        new Request('http://f.test/'),
      );
      same(
        [unset.status, ((await unset.json()) as { code: string }).code],
        [503, 'push_unavailable'],
        'unset',
      );
    },
  },
  {
    name: 'desk-staff: checks the caller as an admin before the service key is used; refusals by name; CORS for the site',
    async run() {
      const calls: string[] = [];
      let adminAnswer = 200;
      const handler = createDeskStaffHandler({
        supabaseUrl: 'https://project.test',
        anonKey: 'anon-key',
        serviceKey: 'service-key',
        isSiteOrigin: (origin) => origin === 'https://grabbeallee68.de',
        allowedOrigins: ['https://grabbeallee68.de'],
        logError: () => undefined,
        fetch: (input) => {
          const request = input as Request | string;
          const url = typeof request === 'string' ? request : request.url;
          calls.push(url);
          if (url.endsWith('/rpc/desk_require_admin'))
            return Promise.resolve(
              new Response(
                adminAnswer === 200 ? '' : JSON.stringify({ code: '42501', message: 'admins only' }),
                {
                  status: adminAnswer,
                },
              ),
            );
          if (url.includes('/auth/v1/invite'))
            return Promise.resolve(
              new Response(JSON.stringify({ id: '5d2f7c1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f' })),
            );
          return Promise.resolve(new Response(null, { status: 204 }));
        },
      });
      const invite = (redirectTo: string) =>
        handler(
          new Request('http://f.test/', {
            method: 'POST',
            headers: { authorization: 'Bearer user-token', origin: 'https://grabbeallee68.de' },
            body: JSON.stringify({
              action: 'invite',
              email: ' Nina@Example.com ',
              displayName: 'Nina',
              locale: 'de',
              role: 'agent',
              redirectTo,
            }),
          }),
        );
      const ok = await invite('https://grabbeallee68.de/de/auth');
      same(
        [ok.status, await ok.json()],
        [200, { userId: '5d2f7c1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f', rejoined: false }],
        'invited',
      );
      same(ok.headers.get('access-control-allow-origin'), 'https://grabbeallee68.de', 'CORS');
      same(
        calls.map((url) => new URL(url).pathname),
        ['/rest/v1/rpc/desk_require_admin', '/auth/v1/invite', '/rest/v1/rpc/desk_team_add'],
        'the admin check first',
      );
      same((await invite('https://elsewhere.example/auth')).status, 400, 'an invite leads to the site only');
      adminAnswer = 403;
      calls.length = 0;
      const refused = await invite('https://grabbeallee68.de/auth');
      same(
        [refused.status, ((await refused.json()) as { code: string }).code],
        [403, 'not_admin'],
        'not an admin',
      );
      same(calls.length, 1, 'nothing after a refused check');
      const bad = await handler(
        new Request('http://f.test/', { method: 'POST', body: '{"action":"promote"}' }),
      );
      same(bad.status, 400, 'an unknown action');
    },
  },
  {
    name: "a buyer's mail is built from its row alone, in its language (Lingui), exact prices, one-click unsubscribe",
    async run() {
      const mail = buildAlertEmail(ALERT, LINKS);
      same(buildAlertEmail(ALERT, LINKS), mail, 'the same row, the same mail');
      same(mail.subject, 'Wohnung 1.0.1 hat einen neuen Preis – Grabbeallee 68', 'subject');
      check(mail.text.startsWith('Guten Tag,'), 'German greeting');
      check(
        mail.text.includes('415.000\u00a0€') && mail.text.includes('bisher 414.400\u00a0€'),
        'exact prices',
      );
      check(mail.text.includes('3 Zimmer · 59,2 m²'), 'facts');
      check(mail.text.includes('Aktueller Stand: reserviert'), 'status as it is now');
      check(
        mail.text.includes('https://grabbeallee68.de/de/projects/grabbeallee-68/apartments/1.0.1'),
        'the flat',
      );
      const query = `email=k%C3%A4ufer%40example.com&token=${TOKEN}`;
      check(
        mail.text.includes(`https://grabbeallee68.de/de/alerts/unsubscribe?${query}`),
        'unsubscribe page',
      );
      same(
        mail.headers,
        {
          'List-Unsubscribe': `<${LINKS.unsubscribeEndpoint}?${query}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        'RFC 8058 headers',
      );
      const confirm = buildAlertEmail(
        {
          id: ALERT.id,
          kind: 'confirm',
          to_email: 'buyer@example.com',
          locale: 'en',
          unsubscribe_token: TOKEN,
          data: {
            subscriptionId: '0b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a',
            token: TOKEN,
            frequency: 'daily',
            target: { kind: 'search', projectId: 'grabbeallee-68', building: 2, floor: 0, rooms: 3 },
          },
        },
        LINKS,
      );
      same(confirm.subject, 'Please confirm your alert – Grabbeallee 68', 'confirmation subject');
      check(confirm.text.includes('building 2, ground floor, 3 rooms'), 'the search in words');
      check(
        confirm.text.includes(
          `https://grabbeallee68.de/alerts/confirm?id=0b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a&token=${TOKEN}`,
        ),
        'confirmation link',
      );
      same(confirm.headers, undefined, 'a confirmation has no unsubscribe headers');
    },
  },
  {
    name: "a search's price and area limits in its confirmation and in the alert it matched, in both languages",
    async run() {
      const search: AlertSearch = {
        kind: 'search',
        projectId: 'grabbeallee-68',
        building: 2,
        rooms: 3,
        maxPrice: 450000,
        minArea: 70.5,
      };
      const confirmIn = (locale: 'en' | 'de', target: AlertSearch = search) =>
        buildAlertEmail(
          {
            id: ALERT.id,
            kind: 'confirm',
            to_email: 'buyer@example.com',
            locale,
            unsubscribe_token: TOKEN,
            data: {
              subscriptionId: '0b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a',
              token: TOKEN,
              frequency: 'instant',
              target,
            },
          },
          LINKS,
        ).text;
      check(
        confirmIn('en').includes(
          'or its price falls to your limit: building 2, 3 rooms, up to €450,000, from 70.5 m².',
        ),
        'the search in English',
      );
      check(
        confirmIn('de').includes('Haus 2, 3 Zimmer, bis 450.000\u00a0€, ab 70,5 m².'),
        'the search in German',
      );
      check(
        confirmIn('en', { kind: 'search', projectId: 'grabbeallee-68', rooms: 1 }).includes(': 1 room.'),
        'one room in the singular',
      );
      const [event] = ALERT.data.events;
      const matched = buildAlertEmail({ ...ALERT, data: { events: [{ ...event!, search }] } }, LINKS).text;
      check(
        matched.includes('Passt zu Ihrer Suche: Haus 2, 3 Zimmer, bis 450.000\u00a0€, ab 70,5 m²'),
        'the alert names the search it matched',
      );
      check(!buildAlertEmail(ALERT, LINKS).text.includes('Suche'), "a flat's own watch names no search");
    },
  },
  {
    name: "an agent's morning mail lists the due follow-ups in their language; a row it cannot read fails for good",
    async run() {
      const row = {
        id: '5d0c7a52-4d1f-4b8e-9a51-3f1e2d9c8b7a',
        to_email: 'anna@example.com',
        locale: 'de' as const,
        data: {
          day: '2026-12-01',
          followUps: [
            {
              leadId: '0b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a',
              name: 'Zoë',
              stage: 'viewing' as const,
              dueOn: '2026-11-28',
              task: 'Exposé nachfassen',
              unowned: false,
            },
            {
              leadId: '1b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a',
              name: 'Ole',
              stage: 'new' as const,
              dueOn: '2026-12-01',
              task: 'Zurückrufen',
              unowned: true,
            },
          ],
        },
      };
      const mail = buildFollowUpEmail(row, 'https://site.example');
      same(mail.subject, '2 Wiedervorlagen heute fällig – Vertriebsbereich Grabbeallee 68', 'subject');
      check(
        mail.text.includes('- Zoë (Besichtigung), überfällig seit 28. November 2026: Exposé nachfassen'),
        `the follow-up line in:\n${mail.text}`,
      );
      const [own = '', unowned = ''] = mail.text.split('Für diese Interessenten ist noch niemand zuständig');
      check(own.includes('Zoë') && !own.includes('Ole'), `the own part in:\n${mail.text}`);
      check(unowned.includes('- Ole (neu), heute fällig: Zurückrufen'), `the unowned part in:\n${mail.text}`);
      check(mail.text.includes('https://site.example/de/desk'), 'the desk link');
      same(mail.idempotencyKey, row.id, 'idempotency key');

      const finished: [string, string][] = [];
      const queue: unknown[] = [{ ...row, data: { day: '2026-12-01', followUps: [] } }, row];
      const report = await deliverFollowUpMails({
        store: {
          claim: () => Promise.resolve(queue.splice(0, 1)),
          finish: (id, result) => {
            finished.push([id, result.outcome]);
            return Promise.resolve();
          },
        },
        sendEmail: () => Promise.resolve({ outcome: 'sent' }),
        siteOrigin: 'https://site.example',
        logError: () => undefined,
      });
      same(report, { claimed: 2, sent: 1, failed: 1 }, 'report');
      same(
        finished,
        [
          [row.id, 'permanent'],
          [row.id, 'sent'],
        ],
        'outcomes',
      );
    },
  },
  {
    name: 'alert-unsubscribe: a POST with a good link unsubscribes, a GET or a wrong link changes nothing',
    async run() {
      const calls: string[] = [];
      const handler = createAlertUnsubscribeHandler({
        unsubscribe: async (email, token) => {
          calls.push(email);
          return token === TOKEN ? { status: 'unsubscribed', watches: 2 } : { status: 'invalid' };
        },
        allowedOrigins: [],
      });
      const url = `http://f.test/?email=a%40example.com&token=${TOKEN}`;
      same((await handler(new Request(url))).status, 405, 'GET');
      const posted = await handler(new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
      same([posted.status, await posted.json()], [200, { status: 'unsubscribed', watches: 2 }], 'POST');
      const wrong = await handler(new Request(url.replace(TOKEN, 'd'.repeat(64)), { method: 'POST' }));
      same(wrong.status, 400, 'wrong token');
      same(
        (await handler(new Request('http://f.test/?email=a', { method: 'POST' }))).status,
        400,
        'no token',
      );
      same(calls, ['a@example.com', 'a@example.com'], 'the database asked for well-formed links only');
    },
  },
  {
    name: 'the mail is built from the row alone (no clock), a verified lead plainly, an unverified one marked',
    async run() {
      const mail = buildContactEmail(ROW, 'sales@example.com');
      same(buildContactEmail(ROW, 'sales@example.com'), mail, 'the same row, the same mail');
      same(mail.subject, 'Contact request (2 Rooms) from Zoë', 'subject');
      check(mail.text.includes('Received:        2026-03-01T10:00:00.000Z'), 'the stored time');
      check(mail.text.includes('Anti-spam check: passed'), 'the verdict');
      same(mail.idempotencyKey, ROW.id, 'idempotency key');
      const old = buildContactEmail(
        { ...ROW, challenge_status: 'missing', message: '' },
        'sales@example.com',
      );
      same(old.subject, 'Contact request (2 Rooms) from Zoë [unverified]', 'unverified subject');
      check(old.text.includes('NOT VERIFIED'), 'unverified line');
      check(old.text.includes('(no message)'), 'empty message');
    },
  },
  {
    name: 'Resend: 200 is sent (also the replay of an already sent key), with the row id as idempotency key',
    async run() {
      const { requests, send } = resend(200);
      same(await send(buildContactEmail(ROW, 'sales@example.com')), { outcome: 'sent' }, 'outcome');
      const [request] = requests;
      check(request, 'one request');
      same(request.url, 'https://api.resend.com/emails', 'endpoint');
      const headers = new Headers(request.init?.headers);
      same(headers.get('authorization'), 'Bearer re_test', 'key');
      same(headers.get('idempotency-key'), `contact-submission/${ROW.id}`, 'idempotency key');
      const body = JSON.parse(String(request.init?.body)) as { to: string[]; reply_to: string };
      same([body.to, body.reply_to], [['sales@example.com'], 'zoe@example.com'], 'recipient and reply-to');
    },
  },
  {
    name: "a viewing mail is built from its row in the booking's language; Resend gets its invitation as a base64 attachment",
    async run() {
      const bookingId = '7d3c1b2a-0f9e-4d8c-b7a6-5e4d3c2b1a09';
      const mail = buildViewingEmail(
        {
          id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
          created_at: '2027-03-01T09:15:00.123456+00:00',
          kind: 'changed',
          sequence: 1,
          to_email: 'berta@example.com',
          locale: 'de',
          data: {
            bookingId,
            name: 'Berta Bucher',
            weNrs: ['2.3.1'],
            startsAt: '2027-03-28T12:00:00+00:00',
            endsAt: '2027-03-28T12:30:00+00:00',
            kind: 'single',
            meetingPoint: 'site_gate',
            agentName: null,
            token: 'a'.repeat(64),
          },
        },
        {
          sender: { salesAddress: 'sales@example.com', fromHeader: 'Grabbeallee 68 <website@example.com>' },
          siteOrigin: 'https://grabbeallee68.de',
        },
      );
      same(
        mail.subject,
        'Neuer Termin für Ihre Besichtigung: Sonntag, 28. März 2027 um 14:00 Uhr – Grabbeallee 68',
        'subject',
      );
      check(
        mail.text.includes(
          `https://grabbeallee68.de/de/viewings/manage?id=${bookingId}&token=${'a'.repeat(64)}`,
        ),
        'the personal link',
      );
      const { requests, send } = resend(200);
      same(await send(mail), { outcome: 'sent' }, 'outcome');
      const body = JSON.parse(String(requests[0]?.init?.body)) as {
        attachments: { filename: string; content: string; content_type: string }[];
        reply_to: string;
      };
      same(body.reply_to, 'sales@example.com', 'reply-to');
      const [file] = body.attachments;
      check(file, 'one attachment');
      same(
        [file.filename, file.content_type],
        ['invite.ics', 'text/calendar; charset=utf-8; method=REQUEST'],
        'file',
      );
      const ics = new TextDecoder().decode(Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0)));
      for (const line of [
        'METHOD:REQUEST',
        `UID:viewing-${bookingId}@grabbeallee68.de`,
        'SEQUENCE:1',
        'DTSTART;TZID=Europe/Berlin:20270328T140000',
        'LOCATION:Baustellentor\\, Grabbeallee 68\\, 13156 Berlin-Pankow',
        'ORGANIZER;CN="Vertriebsteam Grabbeallee 68":mailto:sales@example.com',
      ])
        check(ics.split('\r\n').includes(line), `the invitation has ${line}`);
    },
  },
  {
    name: 'Resend 409: a concurrent request is retried later, a different payload fails for good, visibly',
    async run() {
      const mail = buildContactEmail(ROW, 'sales@example.com');
      const concurrent = await resend(409, { name: 'concurrent_idempotent_requests', message: '…' }).send(
        mail,
      );
      same(concurrent.outcome, 'retry', 'concurrent');
      const invalid = await resend(409, { name: 'invalid_idempotent_request', message: '…' }).send(mail);
      same(invalid.outcome, 'permanent', 'different payload');
      check(invalid.outcome !== 'sent' && /different mail/.test(invalid.error), 'the reason is stated');
      same((await resend(409, 'not json').send(mail)).outcome, 'retry', 'an unknown 409');
      const outage = await resend(503, { name: 'application_error' }).send(mail);
      check(outage.outcome === 'retry' && outage.error.startsWith('Email API answered 503'), 'an outage');
    },
  },
  {
    name: 'Resend: no answer within the timeout is a retry, and the request is aborted',
    async run() {
      let aborted = false;
      const hanging: typeof fetch = (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(init.signal?.reason as Error);
          });
        });
      const send = createResendSendEmail({ apiKey: 'k', from: 'f', fetch: hanging, timeoutMs: 50 });
      const started = Date.now();
      const result = await send(buildContactEmail(ROW, 'sales@example.com'));
      same(result, { outcome: 'retry', error: 'Email API did not answer within 50 ms' }, 'outcome');
      check(aborted && Date.now() - started < 2000, 'aborted at the timeout');
    },
  },
  {
    name: 'deliverDue claims one row at a time and records each outcome',
    async run() {
      const { store, finished, claims } = memoryStore([
        ROW,
        { ...ROW, id: 'b9d1c7e4-3a2f-4c5b-8e6d-7f0a1b2c3d4e' },
      ]);
      const outcomes: SendOutcome[] = [{ outcome: 'sent' }, { outcome: 'permanent', error: 'refused' }];
      const report = await deliverDue({
        store,
        sendEmail: async () => outcomes.shift() ?? { outcome: 'sent' },
        salesAddress: 's@example.com',
        logError: () => undefined,
      });
      same(report, { claimed: 2, sent: 1, failed: 1 }, 'report');
      same(claims, [1, 1, 1], 'claims of one row');
      same(
        finished.map((entry) => entry.result.outcome),
        ['sent', 'permanent'],
        'recorded outcomes',
      );
      const thrown = memoryStore([ROW]);
      await deliverDue({
        store: thrown.store,
        sendEmail: () => Promise.reject(new Error('socket hang up')),
        salesAddress: 's@example.com',
        logError: () => undefined,
      });
      same(thrown.finished[0]?.result, { outcome: 'retry', error: 'socket hang up' }, 'a thrown error');
    },
  },
  {
    name: 'send-contact-email grants CORS to the site origin only, and answers 405 and 415',
    async run() {
      const handler = createSendContactEmailHandler({
        store: memoryStore([]).store,
        sendEmail: async () => ({ outcome: 'sent' }),
        salesAddress: 's@example.com',
        serviceKey: 'service',
        allowedOrigins: ['https://grabbeallee68.de'],
      });
      const preflight = (origin: string) =>
        handler(new Request('http://f.test/', { method: 'OPTIONS', headers: { Origin: origin } }));
      same(
        (await preflight('https://grabbeallee68.de')).headers.get('access-control-allow-origin'),
        'https://grabbeallee68.de',
        'site origin',
      );
      same(
        (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
        null,
        'other',
      );
      same((await handler(new Request('http://f.test/', { method: 'GET' }))).status, 405, 'GET');
      const text = new Request('http://f.test/', {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'text/plain' },
      });
      same((await handler(text)).status, 415, 'not JSON');
    },
  },
  {
    name: 'contact-challenge issues a signed challenge that altcha-lib solves and verifies, uncached',
    async run() {
      let loads = 0;
      const handler = createContactChallengeHandler({
        secrets: cachedSecrets(async () => {
          loads += 1;
          return SECRETS;
        }),
        allowedOrigins: ['https://grabbeallee68.de'],
        difficulty: CHEAP,
        admit: () => Promise.resolve(0),
      });
      const response = await handler(
        new Request('http://f.test/', { headers: { Origin: 'https://grabbeallee68.de' } }),
      );
      same(response.status, 200, 'status');
      same(response.headers.get('cache-control'), 'no-store', 'cache');
      same(response.headers.get('access-control-allow-origin'), 'https://grabbeallee68.de', 'CORS');
      const challenge = (await response.json()) as Challenge;
      same(challenge.parameters.algorithm, 'PBKDF2/SHA-256', 'algorithm');
      const hours = ((challenge.parameters.expiresAt ?? 0) - Date.now() / 1000) / 3600;
      check(hours > 71.9 && hours <= 72, `expires in 72 h (${hours})`);
      const solution = await solveChallenge({ challenge, deriveKey: deriveChallengeKey });
      check(solution, 'solved');
      const verified = await verifySolution({
        challenge,
        solution,
        deriveKey: deriveChallengeKey,
        hmacSignatureSecret: SECRETS.signature,
        hmacKeySignatureSecret: SECRETS.keySignature,
      });
      same(verified.verified, true, 'verified');
      await handler(new Request('http://f.test/'));
      same(loads, 1, 'secrets read once');
      same((await handler(new Request('http://f.test/', { method: 'POST' }))).status, 405, 'POST');
    },
  },
  {
    name: 'contact-challenge answers 503 when the secrets cannot be read',
    async run() {
      const handler = createContactChallengeHandler({
        secrets: () => Promise.reject(new Error('database down')),
        allowedOrigins: [],
        admit: () => Promise.resolve(0),
        logError: () => undefined,
      });
      const response = await handler(new Request('http://f.test/'));
      same([response.status, response.headers.get('retry-after')], [503, '30'], 'answer');
    },
  },
  {
    name: 'contact-challenge answers 429 with Retry-After past the per-address limit, and issues nothing',
    async run() {
      const asked: Record<string, string>[] = [];
      let issued = 0;
      const handler = createContactChallengeHandler({
        secrets: () => {
          issued += 1;
          return Promise.resolve(SECRETS);
        },
        allowedOrigins: [],
        difficulty: CHEAP,
        admit: (headers) => {
          asked.push(headers);
          return Promise.resolve(asked.length > 1 ? 120 : 0);
        },
      });
      const request = () => new Request('http://f.test/', { headers: { 'cf-connecting-ip': '192.0.2.7' } });
      same((await handler(request())).status, 200, 'first');
      const limited = await handler(request());
      same([limited.status, limited.headers.get('retry-after')], [429, '120'], 'second');
      same(issued, 1, 'one challenge issued');
      same(asked[1]?.['cf-connecting-ip'], '192.0.2.7', 'the gateway headers reach the limit');
    },
  },
];
