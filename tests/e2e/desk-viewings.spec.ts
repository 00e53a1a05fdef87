/**
 * Viewings in the desk (issue 51 points 1 and 5): an agent publishes a viewing and sees it with its places, a
 * booking comes in, the move refused for a change made meanwhile keeps what the agent typed and goes through on
 * the fresh state, the cancellation says who is told; at the site the agent checks a visitor in OFFLINE, the mark
 * waits on the device and syncs on reconnect, and the lead's history shows the viewing and its outcome. On a
 * phone (390 × 844) and a tablet (1024 × 768), in English and German.
 *
 * Shared backend, parallel files: the bookings and leads carry this spec's own addresses; slots are found by
 * the id the server answered with.
 */
import { randomUUID } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import { DESK_SESSION_STORAGE_KEY } from '../../src/lib/device-storage';
import { asVisitor, solvedChallengePayload } from './alert-signups';
import { backendHooks } from './contact-backend';
import { waitForServiceWorker } from './contact-page';
import { colleagueDesk, signInToDesk } from './desk-helpers';
import { emulateOfflineAgain } from './offline-reload';
import { pathIn, type Language } from './site-pages';

test.describe.configure({ timeout: 120_000 });

const AGENT = { email: 'desk-viewings-e2e@example.com', password: 'desk-viewings-password' };
const AGENT_NAME = 'Vicky Viewing';
/** The colleague who changes a booking from another device meanwhile. */
const COLLEAGUE = { email: 'desk-viewings-colleague-e2e@example.com', password: 'desk-viewings-colleague' };

const TEXT = {
  en: {
    plan: 'Plan viewings',
    dayOnSite: 'Day on site',
    open: 'Open viewing (several parties)',
    day: 'Day',
    from: 'From (Berlin time)',
    until: 'Until (Berlin time)',
    parties: 'Parties (2–100)',
    for: 'For',
    meetingPoint: 'Meeting point',
    agent: 'Agent on site',
    publish: 'Publish viewing',
    move: 'Move…',
    moveSubmit: 'Move viewing',
    cancel: 'Cancel viewing…',
    cancelSubmit: 'Cancel viewing',
    places: (booked: number, capacity: number) =>
      `${booked} of ${capacity} places booked, ${capacity - booked} left`,
    conflict: 'Changed by someone else',
    toldCancel: 'The booked parties (1) will be told by e-mail that the viewing is cancelled.',
    cancelled: 'Cancelled',
    checkIn: 'Checked in',
    undo: 'Undo',
    notSent: 'Not yet sent',
    attended: 'Checked in',
    stored: 'No connection to the server',
    search: 'Search name or e-mail',
    cameTo: 'Came to the viewing of',
    booked: 'Viewing booked for',
    previous: 'Previous day',
    next: 'Next day',
    changedTo:
      'This booking was changed meanwhile; it is now: Did not come. Your mark “Checked in” was not saved.',
    cancelledMeanwhile: 'This booking was cancelled meanwhile, so your mark “Checked in” was not saved.',
    choices: (name: string) => `Which one is right for ${name}?`,
    saveMine: 'Save “Checked in”',
    keepNoShow: 'Keep “Did not come”',
    keepCancelled: 'Keep “Cancelled”',
    conflicts:
      'Check-ins not saved because the booking was changed meanwhile (1): please choose at each one.',
    toFirst: 'Go to the first',
    elsewhere: 'not saved because the booking was changed meanwhile (1).',
    openDay: /^Open /,
  },
  de: {
    plan: 'Besichtigungen planen',
    dayOnSite: 'Tag vor Ort',
    open: 'Offene Besichtigung (mehrere Interessenten)',
    day: 'Tag',
    from: 'Von (Berliner Zeit)',
    until: 'Bis (Berliner Zeit)',
    parties: 'Interessenten (2–100)',
    for: 'Für',
    meetingPoint: 'Treffpunkt',
    agent: 'Führung durch',
    publish: 'Veröffentlichen',
    move: 'Verschieben …',
    moveSubmit: 'Verschieben',
    cancel: 'Absagen …',
    cancelSubmit: 'Absagen',
    places: (booked: number, capacity: number) =>
      `${booked} von ${capacity} Plätzen gebucht, ${capacity - booked} frei`,
    conflict: 'Inzwischen von jemand anderem geändert',
    toldCancel: 'Die gebuchten Interessenten (1) erhalten die Absage per E-Mail.',
    cancelled: 'Abgesagt',
    checkIn: 'Ist da',
    undo: 'Rückgängig',
    notSent: 'Noch nicht übertragen',
    attended: 'Anwesend',
    stored: 'Keine Verbindung zum Server',
    search: 'Name oder E-Mail suchen',
    cameTo: 'Zur Besichtigung am',
    booked: 'Besichtigung gebucht für',
    previous: 'Vorheriger Tag',
    next: 'Nächster Tag',
    changedTo:
      'Diese Buchung wurde inzwischen geändert und steht jetzt auf: Nicht erschienen. Ihre Markierung „Anwesend“ wurde nicht gespeichert.',
    cancelledMeanwhile:
      'Diese Buchung wurde inzwischen abgesagt, Ihre Markierung „Anwesend“ wurde deshalb nicht gespeichert.',
    choices: (name: string) => `Was gilt für ${name}?`,
    saveMine: '„Anwesend“ speichern',
    keepNoShow: '„Nicht erschienen“ beibehalten',
    keepCancelled: '„Abgesagt“ beibehalten',
    conflicts:
      'Anwesenheiten nicht gespeichert, weil die Buchung inzwischen geändert wurde (1): Bitte entscheiden Sie jeweils bei der Buchung.',
    toFirst: 'Zur ersten',
    elsewhere: 'nicht gespeichert, weil die Buchung inzwischen geändert wurde (1).',
    openDay: / aufrufen$/,
  },
} as const;

const VIEWPORTS = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 } } as const;

/** A Berlin calendar day `offset` days from today, as a date input takes it. */
function berlinDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

test.beforeAll(async () => {
  await backendHooks.createUser({ ...AGENT, staff: true, displayName: AGENT_NAME });
  await backendHooks.createUser({ ...COLLEAGUE, staff: true, displayName: 'Carl Colleague' });
  await backendHooks.setLimit({ scope: 'viewing_booking_per_ip', maxCount: 100_000 });
  await backendHooks.setLimit({ scope: 'challenge_per_ip', maxCount: 100_000 });
  await backendHooks.setLimit({ scope: 'insert_per_ip', maxCount: 100_000 });
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

/** A buyer's booking as the site's outbox inserts it (its own id, a solved challenge); the booking's id. */
async function book(slotId: string, name: string, email: string, locale: Language): Promise<string> {
  const id = randomUUID();
  const response = await asVisitor('/rest/v1/viewing_bookings?on_conflict=id', {
    id,
    slot_id: slotId,
    name,
    email,
    phone: '+49 30 5550 4711',
    locale,
    we_nrs: ['2.3.1'],
    consent_text_version: 'viewing-2026-11',
    honeypot: '',
    altcha_payload: await solvedChallengePayload(),
  });
  expect(response.status).toBe(201);
  return id;
}

async function openViewings(page: Page, language: Language, part: 'plan' | 'dayOnSite', day?: string) {
  await page.goto(`${pathIn(language, '/desk')}?view=viewings${day ? `&day=${day}` : ''}`);
  if (part === 'plan') await page.getByRole('tab', { name: TEXT[language].plan }).click();
}

/** Publishes an open viewing through the planner; the new slot's id as the server answered. */
async function publishOpen(page: Page, language: Language, day: string, from: string, until: string) {
  const text = TEXT[language];
  await page.getByRole('radio', { name: text.open }).check();
  await page.getByRole('textbox', { name: text.day, exact: true }).fill(day);
  await page.getByLabel(text.from).fill(from);
  await page.getByLabel(text.until).fill(until);
  await page.getByLabel(text.parties).fill('3');
  await page.getByLabel(text.for, { exact: true }).selectOption('2.3.1');
  await page.getByLabel(text.meetingPoint).selectOption('show_flat');
  await page.getByLabel(text.agent).selectOption({ label: AGENT_NAME });
  const answer = page.waitForResponse((response) =>
    response.url().includes('/rpc/desk_viewing_slot_publish'),
  );
  await page.getByRole('button', { name: text.publish, exact: true }).click();
  const published = (await (await answer).json()) as { id: string };
  return published.id;
}

for (const [language, viewport] of [
  ['en', 'tablet'],
  ['de', 'phone'],
] as const) {
  const text = TEXT[language];

  test(`an agent publishes a viewing and sees its places; a move refused for a change meanwhile keeps what was typed; the cancellation names who is told (${language}, ${viewport})`, async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await signInToDesk(page, language, AGENT);
    await openViewings(page, language, 'plan');
    const slotId = await publishOpen(page, language, berlinDay(4), '10:00', '11:00');
    const slot = page.locator(`[data-slot="${slotId}"]`);
    await expect(slot.locator('[data-places]')).toHaveText(text.places(0, 3));
    await expect(slot).toContainText(AGENT_NAME);
    await page.screenshot({ path: testInfo.outputPath(`planner-${viewport}.png`), fullPage: true });

    await book(slotId, 'Bruno Bucher', `viewings.move.${language}.${Date.now()}@example.com`, language);
    await page.reload();
    await page.getByRole('tab', { name: text.plan }).click();
    await expect(slot.locator('[data-places]')).toHaveText(text.places(1, 3));

    // The agent starts a move; meanwhile a colleague (a second tab) moves the slot to 12:00.
    await slot.getByRole('button', { name: text.move }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.from).fill('10:30');
    await dialog.getByLabel(text.until).fill('11:30');
    const colleague = await context.newPage();
    await openViewings(colleague, language, 'plan');
    await colleague.locator(`[data-slot="${slotId}"]`).getByRole('button', { name: text.move }).click();
    await colleague.getByRole('dialog').getByLabel(text.from).fill('12:00');
    await colleague.getByRole('dialog').getByLabel(text.until).fill('13:00');
    await colleague.getByRole('dialog').getByRole('button', { name: text.moveSubmit, exact: true }).click();
    await expect(colleague.getByRole('dialog')).toHaveCount(0);
    await colleague.close();

    await dialog.getByRole('button', { name: text.moveSubmit, exact: true }).click();
    await expect(dialog.locator('[data-conflict]')).toContainText(text.conflict);
    await expect(dialog.locator('[data-conflict]')).toContainText('12:00');
    // Nothing the agent typed is lost; sent again on the fresh version, it goes through.
    await expect(dialog.getByLabel(text.from)).toHaveValue('10:30');
    await page.screenshot({ path: testInfo.outputPath(`move-conflict-${viewport}.png`) });
    await dialog.getByRole('button', { name: text.moveSubmit, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(slot).toContainText('10:30');

    await slot.getByRole('button', { name: text.cancel }).click();
    await expect(page.getByRole('dialog').locator('[data-told]')).toHaveText(text.toldCancel);
    await page.screenshot({ path: testInfo.outputPath(`cancel-${viewport}.png`) });
    await page.getByRole('dialog').getByRole('button', { name: text.cancelSubmit, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(slot).toContainText(text.cancelled);
    await expect(slot.getByRole('button', { name: text.move })).toHaveCount(0);
  });
}

for (const [language, viewport] of [
  ['en', 'phone'],
  ['de', 'tablet'],
] as const) {
  const text = TEXT[language];

  test(`the agent checks a visitor in offline, the mark waits on the device and syncs on reconnect; the lead's history shows the viewing (${language}, ${viewport})`, async ({
    page,
    context,
  }, testInfo) => {
    // The worker's first install (the whole precache) comes first, on a shared two-core machine.
    test.setTimeout(150_000);
    await page.setViewportSize(VIEWPORTS[viewport]);
    const email = `viewings.visit.${language}.${Date.now()}@example.com`;
    const name = `Vera Visit ${language}`;
    await backendHooks.addLead({
      name,
      email,
      phone: '030 5550100',
      message: 'Wann kann ich die Wohnung 2.3.1 ansehen?',
      notifyStatus: 'sent',
      notifyAttempts: 1,
    });
    await signInToDesk(page, language, AGENT);
    await openViewings(page, language, 'plan');
    const day = berlinDay(2);
    const slotId = await publishOpen(page, language, day, '15:00', '16:00');
    const bookingId = await book(slotId, name, email, language);

    await openViewings(page, language, 'dayOnSite', day);
    const visit = page.locator(`[data-booking="${bookingId}"]`);
    await expect(visit).toContainText(name);
    await expect(visit.getByRole('link', { name: '+49 30 5550 4711' })).toHaveAttribute(
      'href',
      'tel:+493055504711',
    );
    await expect(visit.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

    // The desk has been opened online with the worker in place (its page and code kept for offline use).
    await waitForServiceWorker(page, 90_000);
    await page.waitForFunction(async () => (await (await caches.open('files')).keys()).length > 0);
    // At the site without signal: the mark is kept and shown as not yet sent.
    await context.setOffline(true);
    await visit.getByRole('button', { name: text.checkIn, exact: true }).click();
    await expect(visit.locator('[data-booking-status]')).toHaveText(text.attended);
    await expect(visit.locator('[data-mark-pending]')).toHaveText(text.notSent);
    // The day stays readable offline: away to another day and back, it comes from the device.
    await page.getByRole('link', { name: text.previous }).click();
    await page.getByRole('link', { name: text.next }).click();
    await expect(page.locator('[data-viewing-day-stored]')).toContainText(text.stored);
    await expect(visit.locator('[data-mark-pending]')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`day-offline-${viewport}.png`), fullPage: true });

    await context.setOffline(false);
    await expect(visit.locator('[data-mark-pending]')).toHaveCount(0, { timeout: 20_000 });
    await expect(visit).toHaveAttribute('data-status', 'attended');
    // What the server stored: loaded afresh, the booking is attended.
    await page.reload();
    await expect(visit).toHaveAttribute('data-status', 'attended');
    await expect(visit.getByRole('button', { name: text.undo })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`day-synced-${viewport}.png`), fullPage: true });

    // The tablet's browser closed and opened again without signal: the desk's page and code come from the
    // worker's caches, the day from the device.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('[data-viewing-day-stored]')).toContainText(text.stored, { timeout: 20_000 });
    await expect(visit).toHaveAttribute('data-status', 'attended');
    await context.setOffline(false);

    // The lead's history: the booking and the check-in, worded in the desk's language, linked to the day.
    await page.goto(`${pathIn(language, '/desk')}?view=leads`);
    await page.getByLabel(text.search).fill(email);
    const card = page.locator(`[data-lead="${email}"]`);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.locator('[data-lead-history] summary').click();
    const viewings = card.locator('[data-lead-history] [data-viewing-event]');
    await expect(viewings).toHaveCount(2);
    await expect(viewings.nth(0)).toHaveAttribute('data-viewing-event', 'attended');
    await expect(viewings.nth(0)).toContainText(text.cameTo);
    await expect(viewings.nth(0)).toContainText('15:00');
    await expect(viewings.nth(1)).toContainText(text.booked);
    await page.screenshot({ path: testInfo.outputPath(`lead-history-${viewport}.png`), fullPage: true });
    await card.locator('[data-lead-history]').getByRole('link').first().click();
    await expect(page.locator(`[data-viewing-day="${day}"]`)).toBeVisible();
    await expect(visit).toBeVisible();
  });
}

/** A lead of `email` (its history shows the viewing) and an open viewing `inHours` from now booked by it. */
async function bookedVisit(language: Language, tag: string, inHours: number) {
  const email = `viewings.${tag}.${language}.${Date.now()}@example.com`;
  const name = `Olga Offline ${language}`;
  await backendHooks.addLead({ name, email, phone: '030 5550100', notifyStatus: 'sent', notifyAttempts: 1 });
  const slotId = await backendHooks.addViewingSlot({ startsInHours: inHours, weNr: '2.3.1' });
  const bookingId = await book(slotId, name, email, language);
  const day = berlinDay(inHours / 24);
  return { email, name, slotId, bookingId, day };
}

/** The booking as the backend stores it: its status, version and the lead's viewing entries. */
async function storedBooking(email: string) {
  const [booking] = await backendHooks.viewingBookings(email);
  if (!booking) throw new Error(`no booking of ${email}`);
  return { status: booking.status, version: booking.version, events: booking.events };
}

/**
 * The desk's day opened online once (the worker keeps its page and code), then the tablet's browser started
 * again without signal: the page from the worker's caches, the day from the device. `reportsOffline`: the
 * browser knows it has no network (a phone without signal); else it reports itself online all along, as on a
 * Wi-Fi without internet (and Chromium after a reload offline), so no `online` event will ever come.
 */
async function startDeskOffline(page: Page, language: Language, day: string, reportsOffline: boolean) {
  await openViewings(page, language, 'dayOnSite', day);
  await waitForServiceWorker(page, 90_000);
  await page.waitForFunction(async () => (await (await caches.open('files')).keys()).length > 0);
  await page.context().setOffline(true);
  await page.reload();
  if (reportsOffline) await emulateOfflineAgain(page);
  else expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.locator('[data-viewing-day-stored]')).toContainText(TEXT[language].stored, {
    timeout: 20_000,
  });
}

for (const [language, viewport, reportsOffline] of [
  ['de', 'phone', true],
  ['en', 'tablet', false],
] as const) {
  const text = TEXT[language];
  const browserSays = reportsOffline ? 'reported offline' : 'reported online all along';

  test(`a desk started without signal sends its check-in once the connection is back, without a reload, and only once (${browserSays}; ${language}, ${viewport})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize(VIEWPORTS[viewport]);
    const { email, name, bookingId, day } = await bookedVisit(language, 'cold', 52);
    await signInToDesk(page, language, AGENT);
    await startDeskOffline(page, language, day, reportsOffline);

    const visit = page.locator(`[data-booking="${bookingId}"]`);
    await expect(visit).toContainText(name);
    await visit.getByRole('button', { name: text.checkIn, exact: true }).click();
    await expect(visit.locator('[data-mark-pending]')).toHaveText(text.notSent);
    await expect(page.locator('[data-marks-pending]')).toBeVisible();
    expect(await storedBooking(email)).toMatchObject({ status: 'booked', events: ['booked'] });

    await context.setOffline(false);
    // Sent and shown as the server has it: nothing waits, the day is the server's again. Without an
    // `online` event, the desk's next attempt comes within its longest pause (15 s).
    await expect(visit.locator('[data-mark-pending]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('[data-marks-pending]')).toHaveCount(0);
    await expect(page.locator('[data-viewing-day-stored]')).toHaveCount(0, { timeout: 30_000 });
    await expect(visit).toHaveAttribute('data-status', 'attended');
    await expect(visit.getByRole('button', { name: text.undo })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`cold-synced-${viewport}.png`), fullPage: true });
    const synced = await storedBooking(email);
    expect(synced).toMatchObject({ status: 'attended', events: ['booked', 'attended'] });

    // Signal lost and back once more, then loaded afresh: nothing was left to send, nothing is stored twice.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await expect(visit).toHaveAttribute('data-status', 'attended');
    expect(await storedBooking(email)).toEqual(synced);
  });
}

/** A visit booked 76 hours ahead, opened in the desk's day and checked in without signal (the mark waits). */
async function checkInOffline(page: Page, language: Language, tag: string) {
  const visit = await bookedVisit(language, tag, 76);
  await signInToDesk(page, language, AGENT);
  await openViewings(page, language, 'dayOnSite', visit.day);
  const shown = page.locator(`[data-booking="${visit.bookingId}"]`);
  await expect(shown).toContainText(visit.name);
  await page.context().setOffline(true);
  await shown.getByRole('button', { name: TEXT[language].checkIn, exact: true }).click();
  await expect(shown.locator('[data-mark-pending]')).toHaveText(TEXT[language].notSent);
  return { ...visit, visit: shown };
}

for (const [language, viewport, change] of [
  ['de', 'phone', 'no_show'],
  ['en', 'tablet', 'cancelled'],
] as const) {
  const text = TEXT[language];

  test(`a check-in queued offline meets a colleague's change on reconnect: the agent sees both in the desk's language, chooses, and the backend stores the choice once (${change}; ${language}, ${viewport})`, async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    const { email, name, slotId, bookingId, day, visit } = await checkInOffline(
      page,
      language,
      `conflict-${change}`,
    );
    // Meanwhile, on another device: the colleague marks the party as not come, or cancels the viewing.
    const colleague = await colleagueDesk(COLLEAGUE);
    const { version } = await storedBooking(email);
    const answer =
      change === 'no_show'
        ? await colleague('desk_viewing_booking_mark', {
            p_id: bookingId,
            p_expected_version: version,
            p_status: 'no_show',
          })
        : await colleague('desk_viewing_slot_cancel', { p_id: slotId, p_expected_version: 1 });
    expect(answer).toMatchObject({ ok: true });
    const theirs = await storedBooking(email);

    await context.setOffline(false);
    const conflict = visit.locator('[data-conflict]');
    await expect(conflict).toBeVisible({ timeout: 30_000 });
    await expect(conflict).toContainText(change === 'no_show' ? text.changedTo : text.cancelledMeanwhile);
    await expect(page.locator('[data-marks-conflict]')).toContainText(text.conflicts);
    await expect(visit.locator('[data-mark-pending]')).toHaveCount(0);
    const choices = conflict.getByRole('group', { name: text.choices(name) });
    const saveMine = choices.getByRole('button', { name: text.saveMine });
    const keepTheirs = choices.getByRole('button', {
      name: change === 'no_show' ? text.keepNoShow : text.keepCancelled,
    });
    await expect(keepTheirs).toBeVisible();
    // A cancelled booking cannot be checked in: only the cancellation is offered.
    await expect(saveMine).toHaveCount(change === 'no_show' ? 1 : 0);
    for (const button of await choices.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    // Reached by keyboard from the notice on top.
    await page.getByRole('button', { name: text.toFirst }).click();
    await expect(choices.getByRole('button').first()).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`conflict-${viewport}.png`) });
    // Nothing is sent on its own while the agent decides.
    expect(await storedBooking(email)).toEqual(theirs);

    if (change === 'no_show') {
      await saveMine.click();
      await expect(conflict).toHaveCount(0);
      await expect(visit).toHaveAttribute('data-status', 'attended');
      // The focus moves on to the visit's own check-in.
      await expect(visit.getByRole('button', { name: text.undo })).toBeFocused();
      await expect
        .poll(() => storedBooking(email))
        .toEqual({
          status: 'attended',
          version: theirs.version + 1,
          events: ['booked', 'no_show', 'attended'],
        });
    } else {
      await keepTheirs.press('Enter');
      await expect(visit).toHaveCount(0);
      // The party has left the day: the day's heading takes the focus, not the page's top.
      await expect(page.locator(`[data-viewing-day="${day}"]`)).toBeFocused();
      await expect(page.locator('[data-marks-conflict]')).toHaveCount(0);
    }
    await page.screenshot({ path: testInfo.outputPath(`conflict-chosen-${viewport}.png`), fullPage: true });
    const chosen = await storedBooking(email);
    // Loaded afresh: the choice holds, nothing waits on the device and nothing more was stored.
    await page.reload();
    await expect(page.locator(`[data-viewing-day="${day}"]`)).toBeVisible();
    await expect(page.locator('[data-marks-pending], [data-marks-conflict], [data-conflict]')).toHaveCount(0);
    if (change === 'no_show') await expect(visit).toHaveAttribute('data-status', 'attended');
    else await expect(visit).toHaveCount(0);
    expect(await storedBooking(email)).toEqual(chosen);
    if (change === 'cancelled') expect(chosen).toEqual(theirs);
  });
}

for (const [language, viewport] of [
  ['en', 'phone'],
  ['de', 'tablet'],
] as const) {
  const text = TEXT[language];

  test(`a check-in queued offline for a viewing a colleague moved to another day: the day points to it, and the choice is made there (${language}, ${viewport})`, async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    const { email, name, slotId, day, visit } = await checkInOffline(page, language, 'moved');
    // Meanwhile a colleague moves the viewing a day later.
    const colleague = await colleagueDesk(COLLEAGUE);
    const startsAt = Date.now() + 100 * 3600_000;
    const moved = await colleague('desk_viewing_slot_move', {
      p_id: slotId,
      p_expected_version: 1,
      p_starts_at: new Date(startsAt).toISOString(),
      p_ends_at: new Date(startsAt + 3600_000).toISOString(),
    });
    expect(moved).toMatchObject({ ok: true });
    const newDay = berlinDay(100 / 24);
    expect(newDay).not.toBe(day);
    const theirs = await storedBooking(email);

    await context.setOffline(false);
    // The party has left this day; the day says where its unsaved check-in waits, and links there.
    const note = page.locator(`[data-marks-conflict-elsewhere="${newDay}"]`);
    await expect(note).toContainText(text.elsewhere, { timeout: 30_000 });
    await expect(visit).toHaveCount(0);
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`conflict-elsewhere-${viewport}.png`) });
    const openDay = note.getByRole('link', { name: text.openDay });
    const box = (await openDay.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await openDay.click();
    await expect(page.locator(`[data-viewing-day="${newDay}"]`)).toBeVisible();
    await expect(page.locator('[data-marks-conflict-elsewhere]')).toHaveCount(0);
    const conflict = visit.locator('[data-conflict]');
    await expect(conflict).toBeVisible();
    expect(await storedBooking(email)).toEqual(theirs);

    await conflict
      .getByRole('group', { name: text.choices(name) })
      .getByRole('button', { name: text.saveMine })
      .click();
    await expect(conflict).toHaveCount(0);
    await expect(visit).toHaveAttribute('data-status', 'attended');
    await expect
      .poll(() => storedBooking(email))
      .toMatchObject({ status: 'attended', version: theirs.version + 1 });
  });
}

test('a tablet opened offline after its sign-in ran out shows the day, keeps the check-in, and sends it once the sign-in is renewed (de, tablet)', async ({
  page,
  context,
}) => {
  // supabase-js waits a minute after a failed renewal before it tries again.
  test.setTimeout(240_000);
  const text = TEXT.de;
  await page.setViewportSize(VIEWPORTS.tablet);
  const { email, name, bookingId, day } = await bookedVisit('de', 'ran-out', 148);
  await signInToDesk(page, 'de', AGENT);
  await openViewings(page, 'de', 'dayOnSite', day);
  await waitForServiceWorker(page, 90_000);
  await page.waitForFunction(async () => (await (await caches.open('files')).keys()).length > 0);
  await context.setOffline(true);
  // Hours later: the sign-in kept on the device has run out (supabase-js renews it only with a connection).
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }));
  }, DESK_SESSION_STORAGE_KEY);
  await page.reload();
  await emulateOfflineAgain(page);

  // Still signed in on the device: the day as kept, at once, while supabase-js tries to renew the sign-in
  // (for half a minute); then the day's load has failed, and the desk says so, still signed in.
  const visit = page.locator(`[data-booking="${bookingId}"]`);
  await expect(visit).toContainText(name, { timeout: 10_000 });
  await expect(page.locator('[data-viewing-day-stored]')).toContainText(text.stored, { timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: 'Passwort' })).toHaveCount(0);
  await visit.getByRole('button', { name: text.checkIn, exact: true }).click();
  await expect(visit.locator('[data-mark-pending]')).toHaveText(text.notSent);

  await context.setOffline(false);
  await expect(visit.locator('[data-mark-pending]')).toHaveCount(0, { timeout: 150_000 });
  await expect(visit).toHaveAttribute('data-status', 'attended');
  await expect
    .poll(() => storedBooking(email))
    .toMatchObject({ status: 'attended', events: ['booked', 'attended'] });
  // Renewed, not signed out: a reload shows the day from the server.
  await page.reload();
  await expect(page.locator('[data-viewing-day-stored]')).toHaveCount(0);
  await expect(visit).toHaveAttribute('data-status', 'attended');
});
