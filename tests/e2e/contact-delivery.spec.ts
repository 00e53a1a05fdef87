/**
 * The contact outbox with the proof-of-work challenge and honest retries: a message written
 * offline goes out with the challenge the form cached while online; a server that does not take it
 * (401, 404, 5xx) is retried without limit, the reason in words, with "Try again" from the fifth failure;
 * it is delivered once. Faults are the backend's own (test hooks, matched by the message's e-mail
 * address), so they hit the page's and the service worker's requests alike; the one test that holds
 * each answer until it has looked routes in the page, with the worker blocked.
 */
import { expect, test, type Page } from '@playwright/test';

import { CONTACT_CHALLENGE_STORAGE_KEY } from '../../src/lib/device-storage';
import {
  addFaults,
  allowManyMessagesFromOneAddress,
  clearFaults,
  mailsFor,
  messageFaults,
  rowsFor,
} from './contact-backend';
import {
  confirmation,
  contactForm,
  fillForm,
  LABELS,
  outboxCount,
  toast,
  uniqueEmail,
  waitForServiceWorker,
} from './contact-page';
import { openPage } from './site-pages';

test.beforeAll(allowManyMessagesFromOneAddress);

const INSERT = '/rest/v1/contact_submissions';
const CHALLENGE_PATH = '/functions/v1/contact-challenge';

/** The challenge the form keeps on the device (its signature), once the form has fetched it. */
async function cachedChallengeSignature(page: Page): Promise<string> {
  await page.locator('section#contact').scrollIntoViewIfNeeded();
  let signature = '';
  await expect
    .poll(async () => {
      const raw = await page.evaluate((key) => localStorage.getItem(key), CONTACT_CHALLENGE_STORAGE_KEY);
      signature = raw ? (JSON.parse(raw) as { signature: string }).signature : '';
      return signature;
    })
    .toMatch(/^[0-9a-f]{64}$/);
  return signature;
}

/** The outbox records as stored (IndexedDB), for what they carry. */
function outboxRecords(page: Page): Promise<{ id: string; challenge?: { signature: string } }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.open('contact-outbox');
        request.onsuccess = () => {
          const all = request.result.transaction('records').objectStore('records').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );
}

async function send(page: Page, email: string) {
  await fillForm(page, 'en', { email });
  await contactForm(page).getByRole('button', { name: LABELS.en.send }).click();
}

test('written offline with the cached challenge: sent after the reconnect, stored once and verified', async ({
  page,
  context,
}) => {
  test.slow();
  const email = uniqueEmail('offline-challenge');
  await openPage(page, '/');
  await waitForServiceWorker(page);
  const signature = await cachedChallengeSignature(page);

  await context.setOffline(true);
  await send(page, email);
  await expect(confirmation(page, LABELS.en.waiting)).toBeVisible();
  // The message took the cached challenge with it; the cache is empty for the next message.
  expect((await outboxRecords(page)).map((record) => record.challenge?.signature)).toEqual([signature]);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONTACT_CHALLENGE_STORAGE_KEY)).toBeNull();

  const challengeRequests: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes(CHALLENGE_PATH)) challengeRequests.push(request.url());
  });
  await context.setOffline(false);
  await expect.poll(() => rowsFor(email).then((rows) => rows.length), { timeout: 15_000 }).toBe(1);
  await expect(confirmation(page, LABELS.en.thanks)).toBeVisible();
  const [row] = await rowsFor(email);
  // Solved on the device with the challenge it had before going offline: no new one was needed.
  expect(row).toMatchObject({ challenge_status: 'verified' });
  expect(challengeRequests).toEqual([]);
  await expect.poll(() => mailsFor(email).then((mails) => mails.length)).toBe(1);
  await expect.poll(() => outboxCount(page)).toBe(0);
  expect(await rowsFor(email)).toHaveLength(1);
});

test('a challenge that expired while the message waited offline is replaced and solved after the reconnect', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('expired-challenge');
  await openPage(page, '/');
  await waitForServiceWorker(page);
  await cachedChallengeSignature(page);
  await context.setOffline(true);
  await send(page, email);
  await expect(confirmation(page, LABELS.en.waiting)).toBeVisible();
  // Days pass offline: the challenge the message carries is past its expiry.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const request = indexedDB.open('contact-outbox');
        request.onsuccess = () => {
          const records = request.result.transaction('records', 'readwrite').objectStore('records');
          const all = records.getAll();
          all.onsuccess = () => {
            for (const record of all.result) {
              record.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) - 60;
              records.put(record);
            }
            records.transaction.oncomplete = () => resolve();
          };
        };
      }),
  );

  const challengeRequests: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes(CHALLENGE_PATH)) challengeRequests.push(request.url());
  });
  await context.setOffline(false);
  await expect.poll(() => rowsFor(email).then((rows) => rows.length), { timeout: 15_000 }).toBe(1);
  // Sent with the solution of a fresh challenge, not the expired one (which would be stored as spam).
  expect((await rowsFor(email)).map((row) => row.challenge_status)).toEqual(['verified']);
  expect(challengeRequests.length).toBeGreaterThanOrEqual(1);
  await expect.poll(() => mailsFor(email).then((mails) => mails.length)).toBe(1);
});

test('the backend answers 500 once, then 200: delivered exactly once', async ({ page }) => {
  const email = uniqueEmail('500-once');
  await addFaults(messageFaults(email, [{ path: INSERT, method: 'POST', type: 'status', status: 500 }]));
  await openPage(page, '/');
  await send(page, email);
  // A failing server is retried, not taken as a refusal: queued, then sent by the next attempt.
  await expect(toast(page, LABELS.en.error)).toHaveCount(0);
  await expect(confirmation(page, LABELS.en.thanks)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => mailsFor(email).then((mails) => mails.length)).toBe(1);
  await expect.poll(() => outboxCount(page)).toBe(0);
  const rows = await rowsFor(email);
  expect(rows.map((row) => row.challenge_status)).toEqual(['verified']);
});

test('503 five times: still waiting with the reason, "Try again" from the fifth failure, which delivers it once', async ({
  page,
}) => {
  // Five attempts, each with a challenge solved on the device: slow on a busy machine.
  test.slow();
  const email = uniqueEmail('503-held');
  // More failures than the test waits for: the automatic retries go on until the test clears them.
  await addFaults(
    messageFaults(email, [{ path: INSERT, method: 'POST', type: 'status', status: 503, times: 1000 }]),
  );
  await openPage(page, '/');
  await send(page, email);

  // Five attempts with backoff (about 8 s); the message stays on the device and says why it waits.
  const waiting = confirmation(page, LABELS.en.waiting);
  await expect(waiting.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 45_000 });
  await expect(waiting).toContainText('Our server reported an error (code 503)');
  await expect(waiting).toContainText(/\d+ attempts have failed so far\./);
  await expect(toast(page, 'Message not sent yet')).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  expect(await rowsFor(email)).toEqual([]);

  // The list of messages says so too, with its own "Try again".
  await page.getByRole('button', { name: /Your messages \(1\)/ }).click();
  const list = page.getByRole('dialog', { name: 'Your messages' });
  await expect(list.getByText('Waiting to be sent')).toBeVisible();
  await expect(list.getByTestId('waiting-reason')).toHaveText(
    /^Our server reported an error \(code 503\)\. We keep trying to send it automatically\. \d+ attempts have failed so far\.$/,
  );
  await expect(list.getByRole('button', { name: /Try sending the message/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // Still on the device and retried: the server comes back, and "Try again" sends it now.
  expect(await outboxCount(page)).toBe(1);
  await clearFaults();
  await waiting.getByRole('button', { name: 'Try again' }).click();
  await expect(confirmation(page, LABELS.en.thanks)).toBeVisible({ timeout: 15_000 });
  await expect(confirmation(page, LABELS.en.thanks).getByRole('heading')).toBeFocused();
  await expect.poll(() => mailsFor(email).then((mails) => mails.length)).toBe(1);
  await expect.poll(() => outboxCount(page)).toBe(0);
  expect((await rowsFor(email)).map((row) => row.challenge_status)).toEqual(['verified']);
});

/** The answers of a backend that does not take the message, though nothing is wrong with it. */
const NOT_TAKEN = [
  {
    status: 401,
    body: {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    },
  },
  {
    status: 404,
    body: {
      code: 'PGRST205',
      message: "Could not find the table 'public.contact_submissions' in the schema cache",
      details: null,
      hint: null,
    },
  },
  { status: 503, body: 'Service Unavailable' },
] as const;

test.describe('a server that does not take the message', () => {
  // Only this page sends: the worker's Background Sync would send around the page's routing.
  test.use({ serviceWorkers: 'block' });

  test('401, then 404, then 503, then 201: the message waits with the reason in words, its text never lost, delivered once', async ({
    page,
  }) => {
    const email = uniqueEmail('401-404-503');
    const text = `Is 1.4.4 still available? ${email}`;
    await openPage(page, '/');

    // Each attempt is held until the test has looked: what the page shows, and what the device keeps.
    const answered: (() => void)[] = [];
    const seen: { status: number; sentText: string; keptText: string[] }[] = [];
    let attempt = 0;
    await page.route(`**${INSERT}*`, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const fault = NOT_TAKEN[attempt];
      attempt += 1;
      const sentText = (JSON.parse(request.postData() ?? '{}') as { message?: string }).message ?? '';
      const keptText = (await outboxRecords(page)).map(
        (record) => (record as { row?: { message?: string } }).row?.message ?? '',
      );
      seen.push({ status: fault?.status ?? 201, sentText, keptText });
      if (attempt > 1) await new Promise<void>((resolve) => answered.push(resolve));
      if (!fault) return route.continue();
      const cors = { 'access-control-allow-origin': request.headers()['origin'] ?? '*' };
      return typeof fault.body === 'string'
        ? route.fulfill({ status: fault.status, headers: cors, contentType: 'text/plain', body: fault.body })
        : route.fulfill({ status: fault.status, headers: cors, json: fault.body });
    });

    await fillForm(page, 'en', { email, message: text });
    await contactForm(page).getByRole('button', { name: LABELS.en.send }).click();
    const waiting = confirmation(page, LABELS.en.waiting);
    for (const status of [401, 404, 503]) {
      await expect(waiting).toContainText(
        `Our server reported an error (code ${status}): your message has not been sent yet.`,
      );
      await expect(waiting).toContainText('It is stored on this device');
      await expect(toast(page, LABELS.en.error)).toHaveCount(0);
      // The copy in "Your messages" keeps the text and says why it waits.
      const stored = await page.evaluate(() => localStorage.getItem('contactMessages'));
      expect(JSON.parse(stored ?? '[]')).toMatchObject([
        { message: text, delivery: { state: 'queued', reason: 'server', status } },
      ]);
      expect(await outboxCount(page)).toBe(1);
      await expect.poll(() => answered.length, { timeout: 10_000 }).toBe(1);
      answered.shift()!();
    }

    await expect(confirmation(page, LABELS.en.thanks)).toBeVisible({ timeout: 15_000 });
    expect(seen.map((entry) => entry.status)).toEqual([401, 404, 503, 201]);
    // The text went with every attempt and stayed on the device until the server had the row.
    for (const entry of seen) {
      expect(entry.sentText).toBe(text);
      expect(entry.keptText).toEqual([text]);
    }
    const rows = await rowsFor(email);
    expect(rows.map((row) => row.message)).toEqual([text]);
    await expect.poll(() => mailsFor(email).then((mails) => mails.length)).toBe(1);
    await expect.poll(() => outboxCount(page)).toBe(0);
    expect(await rowsFor(email)).toHaveLength(1);
  });
});
