/**
 * A buyer alert's push in the built service worker: Chromium's DevTools Protocol delivers a push message to the
 * worker as a push service would (ServiceWorker.deliverPushMessage, the payload already decrypted), and the page
 * reads the notification the worker showed (registration.getNotifications()). The payload is the one the server
 * builds (alert-push.ts). The tap on a notification cannot be simulated here (a synthetic NotificationEvent may
 * not focus or open windows): its logic is covered by src/sw/alert-notifications.test.ts.
 *
 * The whole browser, not the headless shell: the shell denies the notification permission even when granted.
 */
import { expect, test, type Page } from '@playwright/test';

import { chromiumLaunchOptions } from '../../scripts/chromium';
import { buildAlertPush } from '../../supabase/functions/send-contact-email/alert-push';
import { acknowledgeCookieNotice } from './site-pages';

test.use({ launchOptions: chromiumLaunchOptions() });

const event = (weNr: string, kind: 'available' | 'price', status = 'Available') => ({
  eventId: 1,
  kind,
  at: '2026-12-01T09:30:00Z',
  projectId: 'grabbeallee-68',
  previousPrice: 414400,
  unit: { weNr, status, rooms: 3, livingArea: 59.2, price: 415000 },
});

async function deliverPush(page: Page, data: string) {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data });
  await cdp.detach();
}

/** The worker controls the page (the full browser's first precache takes longer than the shell's). */
async function controlledPage(page: Page, path: string) {
  await page.context().grantPermissions(['notifications']);
  await page.goto(path);
  await acknowledgeCookieNotice(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 60_000 });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, lang, data }) => ({
      title,
      body,
      tag,
      icon: new URL(icon).pathname,
      lang,
      data: data as unknown,
    }));
  });

test('a push shows the alert as a notification; a second alert about the flat replaces the first', async ({
  page,
}) => {
  await controlledPage(page, '/de');

  const released = buildAlertPush({
    kind: 'alert',
    locale: 'de',
    data: { events: [event('1.0.1', 'available')] },
  });
  await deliverPush(page, JSON.stringify(released));
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Wohnung 1.0.1 ist wieder verfügbar',
        body: '3 Zimmer · 59,2 m² · 415.000\u00a0€ · jetzt verfügbar',
        tag: 'alert-1.0.1',
        icon: '/icons/icon-192.png',
        lang: 'de',
        data: { url: '/de/projects/grabbeallee-68/apartments/1.0.1' },
      },
    ]);

  const repriced = buildAlertPush({
    kind: 'alert',
    locale: 'de',
    data: { events: [event('1.0.1', 'price', 'Reserved')] },
  });
  await deliverPush(page, JSON.stringify(repriced));
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title, tag }) => ({ title, tag })))
    .toEqual([{ title: 'Neuer Preis für Wohnung 1.0.1: 415.000\u00a0€', tag: 'alert-1.0.1' }]);
});

test('a push whose payload points off the site shows a plain notification that opens the home page', async ({
  page,
}) => {
  await controlledPage(page, '/');
  const forged = buildAlertPush({
    kind: 'alert',
    locale: 'en',
    data: { events: [event('2.1.1', 'available')] },
  });
  await deliverPush(page, JSON.stringify({ ...forged, url: 'https://attacker.example/' }));
  // The worker speaks the browser's language (Playwright's en-US) when the push cannot say which.
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Grabbeallee 68',
        body: 'There is news on an apartment you follow.',
        tag: 'alert-unreadable',
        icon: '/icons/icon-192.png',
        lang: 'en',
        data: { url: '/' },
      },
    ]);
});
