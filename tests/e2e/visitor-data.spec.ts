/**
 * Shared-device mode: 'Clear visitor data' empties the favourites, the stored messages and the contact
 * outbox (IndexedDB), and leaves every Cache Storage entry (offline pack, worker caches) in place.
 */
import { expect, test, type Page } from '@playwright/test';

import { COMPARE, FAVOURITES_KEY, FIELD_KIT_TEXT, waitForOfflineReady } from './field-kit-helpers';
import { openPage, pathIn, type Language } from './site-pages';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const PACK_CACHE = 'offline-pack-test';

/** Favourites, a stored message, one unsent message in the outbox and a Cache Storage entry. */
async function seedVisitorData(page: Page) {
  await page.evaluate(
    async ([favouritesKey, packCache]) => {
      localStorage.setItem(favouritesKey!, JSON.stringify(['2.3.1', '1.0.2']));
      const id = crypto.randomUUID();
      localStorage.setItem(
        'contactMessages',
        JSON.stringify([
          {
            id,
            subject: 'Exposé',
            timestamp: new Date().toISOString(),
            name: 'Ada Visitor',
            email: 'ada@example.org',
            message: 'Please call me.',
            // Sent: a waiting entry would make the page start its outbox, which would drop the bare record below.
            delivery: { state: 'sent', sentAt: new Date().toISOString() },
          },
        ]),
      );
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('contact-outbox', 1);
        request.onupgradeneeded = () => {
          for (const name of ['records', 'receipts'])
            request.result.createObjectStore(name, { keyPath: 'id' });
        };
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const tx = request.result.transaction('records', 'readwrite');
          // Far in the future: no flush of this page tries to send it during the test.
          tx.objectStore('records').put({
            id,
            stage: 'insert',
            queuedAt: Date.now(),
            attempts: 0,
            nextAttemptAt: 8.64e15,
          });
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
        };
      });
      const cache = await caches.open(packCache!);
      await cache.put('/offline-pack-probe', new Response('kept'));
    },
    [FAVOURITES_KEY, PACK_CACHE],
  );
}

function outboxRecords(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('contact-outbox');
        request.onsuccess = () => {
          const count = request.result.transaction('records').objectStore('records').count();
          count.onsuccess = () => {
            request.result.close();
            resolve(count.result);
          };
        };
      }),
  );
}

async function clearFrom(page: Page, language: Language) {
  const text = FIELD_KIT_TEXT[language];
  const trigger = page.getByRole('button', { name: text.clear });
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: text.cancel })).toBeFocused();
  await expect(dialog).toContainText(text.waiting);

  // Escape cancels and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await outboxRecords(page)).toBe(1);

  await trigger.click();
  await page.getByRole('dialog').getByRole('button', { name: text.clear }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(text.cleared)).toBeVisible();
}

for (const [language, path] of [
  ['en', '/datenschutz'],
  ['de', COMPARE],
] as const) {
  test(`clear visitor data empties favourites and the outbox, the caches stay (${language}, ${path})`, async ({
    page,
  }) => {
    await openPage(page, pathIn(language, path));
    // The worker's registration is the boot sequence's last step: after it, the page's start-up
    // check of the outbox has run, and nothing starts the outbox (which would drop the bare record).
    await waitForOfflineReady(page, language);
    await seedVisitorData(page);
    const cachesBefore = await page.evaluate(() => caches.keys());
    expect(cachesBefore).toContain(PACK_CACHE);

    await clearFrom(page, language);

    expect(await outboxRecords(page)).toBe(0);
    const stored = await page.evaluate(() => ({
      favourites: localStorage.getItem('favouriteUnits'),
      messages: localStorage.getItem('contactMessages'),
      locale: localStorage.getItem('locale'),
    }));
    expect(stored.favourites).toBeNull();
    expect(stored.messages).toBeNull();
    expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining(cachesBefore));
    const probe = await page.evaluate(
      async (name) => (await (await caches.open(name)).match('/offline-pack-probe'))?.text(),
      PACK_CACHE,
    );
    expect(probe).toBe('kept');
  });
}
