/**
 * A buyer alert's push in the built service worker: Chromium's DevTools Protocol delivers a push message to the
 * worker as a push service would (ServiceWorker.deliverPushMessage, the payload already decrypted), and the page
 * reads the notification the worker showed (registration.getNotifications()). The payload is the one the server
 * builds (alert-push.ts). The tap on a notification cannot be simulated here (a synthetic NotificationEvent may
 * not focus or open windows): its logic is covered by src/sw/alert-notifications.test.ts. And the confirm page's
 * opt-in registers the device with the backend; the browser's pushManager is replaced there, as subscribing
 * needs the browser's real push service, which this machine cannot reach.
 *
 * The whole browser, not the headless shell: the shell denies the notification permission even when granted.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import { chromiumLaunchOptions } from '../../scripts/chromium';
import { buildAlertPush } from '../../supabase/functions/send-contact-email/alert-push';
import { confirmLinkFromMailbox, signUpWatcher } from './alert-signups';
import { allowManyMessagesFromOneAddress, BACKEND_URL } from './contact-backend';
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

test('after confirming, "Also notify me on this device" registers the device with the backend', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await allowManyMessagesFromOneAddress();
  const email = `push-opt-in-${randomUUID()}@example.com`;
  await signUpWatcher(email, '1.0.1', 'en');
  const link = await confirmLinkFromMailbox(email);

  // The device's keys, as a browser makes them; the stub records the key the page subscribed with.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await page.addInitScript((deviceKeys) => {
    localStorage.setItem('cookieConsent', 'accepted');
    PushManager.prototype.getSubscription = () => Promise.resolve(null);
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      (window as unknown as { subscribedWith: string }).subscribedWith = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
      return Promise.resolve({
        options,
        toJSON: () => ({ endpoint, keys: deviceKeys }),
        unsubscribe: () => Promise.resolve(true),
      } as unknown as PushSubscription);
    };
  }, keys);
  await page.context().grantPermissions(['notifications']);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  const optIn = page.getByRole('region', { name: 'Alerts on this device' });
  await expect(optIn).toBeVisible();
  await optIn.getByRole('button', { name: 'Also notify me on this device' }).click();
  await expect(optIn.getByRole('status')).toHaveText(
    'Done: this device will show your alerts too. The e-mails keep coming as well.',
    { timeout: 60_000 },
  );
  const served = (await (await fetch(`${BACKEND_URL}/functions/v1/alert-push-key`)).json()) as {
    publicKey: string;
  };
  expect(await page.evaluate(() => (window as unknown as { subscribedWith?: string }).subscribedWith)).toBe(
    served.publicKey,
  );
});
