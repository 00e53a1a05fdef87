/**
 * The contact outbox with the proof-of-work challenge and honest retries (issue 33): a message written
 * offline goes out with the challenge the form cached while online; a failing server is retried, then
 * the message is held with a Retry button, and delivered once after it. Faults are the backend's own
 * (test hooks, matched by the message's e-mail address), so they hit the page's and the service
 * worker's requests alike.
 */
import { expect, test, type Page } from '@playwright/test';

import { CONTACT_CHALLENGE_STORAGE_KEY } from '../../src/lib/device-storage';
import {
  addFaults,
  allowManyMessagesFromOneAddress,
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

test('503 five times: shown as not sent with a Retry button, which then delivers it once', async ({
  page,
}) => {
  const email = uniqueEmail('503-held');
  await addFaults(
    messageFaults(email, [{ path: INSERT, method: 'POST', type: 'status', status: 503, times: 5 }]),
  );
  await openPage(page, '/');
  await send(page, email);

  // Five attempts with backoff (about 8 s), then no more automatic ones: the visitor sees it.
  const held = confirmation(page, 'Your message has not been sent yet');
  await expect(held).toBeVisible({ timeout: 20_000 });
  await expect(held).toContainText('Your message is still saved on this device');
  await expect(toast(page, 'Message not sent yet')).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  expect(await rowsFor(email)).toEqual([]);

  // The list of messages says so too, with its own Retry.
  await page.getByRole('button', { name: /Your messages \(1\)/ }).click();
  const list = page.getByRole('dialog', { name: 'Your messages' });
  await expect(list.getByText('Could not be sent')).toBeVisible();
  await expect(list.getByRole('button', { name: /Try sending the message/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  await held.getByRole('button', { name: 'Try again' }).click();
  await expect(confirmation(page, LABELS.en.thanks)).toBeVisible({ timeout: 15_000 });
  await expect(confirmation(page, LABELS.en.thanks).getByRole('heading')).toBeFocused();
  await expect.poll(() => mailsFor(email).then((mails) => mails.length)).toBe(1);
  await expect.poll(() => outboxCount(page)).toBe(0);
  expect((await rowsFor(email)).map((row) => row.challenge_status)).toEqual(['verified']);
});
