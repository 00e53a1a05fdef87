/** Driving the contact form like a visitor, for the contact browser tests and the chaos run. */
import type { BrowserContext, Locator, Page } from '@playwright/test';

import { BACKEND_URL } from './contact-backend';
import type { Language } from './site-pages';

export const LABELS = {
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    rooms: 'Preferred room size',
    message: 'Message',
    consent: 'I agree',
    send: 'Send message',
    sent: 'Message sent successfully',
    queued: 'Message saved on this device',
    error: 'Error sending message',
    validation: 'Please check your details',
    consentTitle: 'Please give your consent',
    roomOption: '3 Rooms',
    thanks: 'Thank you – your message has reached us',
    waiting: 'Your message is waiting to be sent',
    another: 'Write another message',
  },
  de: {
    name: 'Vor- und Nachname',
    email: 'E-Mail',
    phone: 'Telefonnummer',
    rooms: 'Gewünschte Zimmeranzahl',
    message: 'Nachricht',
    consent: 'Ich bin damit einverstanden',
    send: 'Nachricht senden',
    sent: 'Nachricht erfolgreich gesendet',
    queued: 'Nachricht auf diesem Gerät gespeichert',
    error: 'Fehler beim Senden der Nachricht',
    validation: 'Bitte prüfen Sie Ihre Angaben',
    consentTitle: 'Ihre Einwilligung fehlt noch',
    roomOption: '3 Zimmer',
    thanks: 'Vielen Dank – Ihre Nachricht ist bei uns angekommen',
    waiting: 'Ihre Nachricht wartet auf den Versand',
    another: 'Weitere Nachricht schreiben',
  },
} as const;

/** A fresh address per test: rows and mails are checked by it, so tests run in parallel. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function contactForm(page: Page) {
  return page.locator('section#contact form');
}

/** What takes the form's place once a message is sent or queued: what happens next. */
export function confirmation(scope: Page | Locator, heading: string) {
  return scope.getByRole('region', { name: heading });
}

export async function fillForm(
  page: Page,
  language: Language,
  values: {
    name?: string;
    email: string;
    phone?: string;
    rooms?: boolean;
    message?: string;
    consent?: boolean;
  },
) {
  const form = contactForm(page);
  const label = LABELS[language];
  // As a visitor does: scroll down to it. The sections below the hero hydrate (and the form loads)
  // once the visitor goes on from the first screen (src/lib/when-seen-or-engaged.ts).
  await page.locator('section#contact').scrollIntoViewIfNeeded();
  await form.getByLabel(label.name).fill(values.name ?? "Jürgen O'Brien-Müller");
  await form.getByLabel(label.email, { exact: false }).first().fill(values.email);
  await form.getByLabel(label.phone).fill(values.phone ?? '+49 (30) 123-4567');
  if (values.rooms !== false) await form.getByLabel(label.rooms).selectOption({ label: label.roomOption });
  await form
    .getByRole('textbox', { name: label.message })
    .fill(values.message ?? 'Please send me the exposé.');
  if (values.consent !== false) await form.getByRole('checkbox', { name: new RegExp(label.consent) }).check();
}

/**
 * The backend requests `page` makes from now on (URLs), to check that nothing was sent. The GET of the
 * proof-of-work challenge, which the form makes when it opens, carries nothing of the visitor's and is
 * left out.
 */
export function backendRequestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(BACKEND_URL) && !url.startsWith(`${BACKEND_URL}/functions/v1/contact-challenge`)) {
      urls.push(url);
    }
  });
  return urls;
}

export function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

/** Records in this page's outbox (IndexedDB), read the way the app stores them. */
export async function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('contact-outbox');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(0);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('records')) return resolve(0);
          const count = db.transaction('records').objectStore('records').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );
}

export async function waitForServiceWorker(page: Page, timeout = 20_000) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout });
}

export type InsertFault = 'status-503' | 'status-500' | 'status-400-phone' | 'lose-response' | 'delay';

/**
 * Faults for this page's next inserts into contact_submissions, one per insert, in order; later
 * inserts pass untouched. They act in this page only (Playwright routing), so tests that run in
 * parallel, and other engineers' runs against the same backend, cannot consume them:
 *  - status-503: a gateway answers 503, the backend is never reached;
 *  - status-500: the backend's own error, with a PostgREST-shaped body;
 *  - status-400-phone: the database refuses the row by the phone number's CHECK constraint;
 *  - lose-response: the request reaches the backend and commits, then the connection resets;
 *  - delay: the request is held for 1.5 s, then sent.
 */
export async function faultInserts(target: Page | BrowserContext, faults: InsertFault[]): Promise<void> {
  const plan = [...faults];
  await target.route(`${BACKEND_URL}/rest/v1/contact_submissions*`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const fault = plan.shift();
    const cors = { 'access-control-allow-origin': request.headers()['origin'] ?? '*' };
    switch (fault) {
      case 'status-503':
        return route.fulfill({
          status: 503,
          headers: cors,
          contentType: 'text/plain',
          body: 'Service Unavailable',
        });
      case 'status-500':
        return route.fulfill({
          status: 500,
          headers: cors,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'XX000', message: 'Database is on fire', details: null, hint: null }),
        });
      case 'status-400-phone':
        return route.fulfill({
          status: 400,
          headers: cors,
          contentType: 'application/json',
          body: JSON.stringify({
            code: '23514',
            message:
              'new row for relation "contact_submissions" violates check constraint "contact_submissions_phone_format"',
            details: null,
            hint: null,
          }),
        });
      case 'lose-response':
        await route.fetch();
        return route.abort('connectionreset');
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return route.continue();
      default:
        return route.continue();
    }
  });
}
