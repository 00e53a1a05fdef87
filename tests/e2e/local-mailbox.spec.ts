import { expect, test } from '@playwright/test';

import { waitForOfflineReady } from './field-kit-helpers';

test('the local mailbox opens from the network, past the service worker, and is never kept on the device', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForOfflineReady(page, 'en');

  const response = await page.goto('/supabase/mail');
  expect(response?.fromServiceWorker()).toBe(false);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local mailbox');

  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => new URL(url).pathname.startsWith('/supabase/'));
  });
  expect(kept).toEqual([]);

  // Offline it is not answered with a page of the site (or a copy of the mails).
  await page.goto('/');
  await context.setOffline(true);
  await expect(page.goto('/supabase/mail')).rejects.toThrow();
});
