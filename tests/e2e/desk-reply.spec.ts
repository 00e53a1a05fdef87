/**
 * Replying from the desk in the browser: an agent opens a lead's reply, picks the exposé template (in the lead's
 * language, with the flat the lead asked about), edits the text and sends it with a double click; the reply is
 * on top of the lead's history, and exactly one mail is in the local mailbox, from the sales address with the
 * agent's name. In English on a tablet (1024 × 768) and in German on a phone (390 × 844).
 *
 * Shared backend, parallel files: the leads carry this spec's own addresses.
 */
import { expect, test, type Page } from '@playwright/test';
import * as v from 'valibot';

import { allowManyMessagesFromOneAddress, backendHooks } from './contact-backend';
import { signInToDesk } from './desk-helpers';
import { pathIn } from './site-pages';

test.describe.configure({ timeout: 90_000 });

const AGENT = { email: 'desk-reply-e2e@example.com', password: 'desk-reply-password' };
const AGENT_NAME = 'Rita Reply';

const CASES = {
  en: {
    viewport: { name: 'tablet', width: 1024, height: 768 },
    message: 'Hello, please send me the exposé for apartment 2.1.3 (3 rooms, building 2). Thank you.',
    search: 'Search name or e-mail',
    reply: 'Reply by e-mail',
    template: 'Template',
    language: 'Language of the reply',
    text: 'Text',
    send: 'Send reply',
    subject: 'Exposé for flat 2.1.3 – Grabbeallee 68',
    greeting: 'Dear Erik Exposé,',
    link: 'https://grabbeallee68.de/projects/grabbeallee-68/apartments/2.1.3',
    entry: 'E-mail sent: Exposé',
    addition: 'P.S. The show flat is open on Saturdays.',
  },
  de: {
    viewport: { name: 'phone', width: 390, height: 844 },
    message: 'Hallo, bitte senden Sie mir das Exposé für Wohnung 2.1.3 (3 Zimmer, Haus 2). Vielen Dank.',
    search: 'Name oder E-Mail suchen',
    reply: 'Per E-Mail antworten',
    template: 'Vorlage',
    language: 'Sprache der Antwort',
    text: 'Text',
    send: 'Antwort senden',
    subject: 'Exposé zur Wohnung 2.1.3 – Grabbeallee 68',
    greeting: 'Guten Tag Erik Exposé,',
    link: 'https://grabbeallee68.de/de/projects/grabbeallee-68/apartments/2.1.3',
    entry: 'E-Mail gesendet: Exposé',
    addition: 'PS: Die Musterwohnung ist samstags geöffnet.',
  },
} as const;

const mailboxSchema = v.array(
  v.looseObject({
    kind: v.string(),
    from: v.nullable(v.string()),
    to: v.string(),
    replyTo: v.nullable(v.string()),
    subject: v.string(),
    text: v.string(),
  }),
);

/** The local mailbox's replies to `email`, as the mail viewer lists them. */
async function repliesTo(page: Page, email: string) {
  const response = await page.request.get('/supabase/mail?format=json');
  expect(response.ok()).toBe(true);
  return v
    .parse(mailboxSchema, await response.json())
    .filter((mail) => mail.kind === 'reply' && mail.to === email);
}

test.beforeAll(async () => {
  await backendHooks.createUser({ ...AGENT, staff: true, displayName: AGENT_NAME });
  await allowManyMessagesFromOneAddress();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

for (const [language, text] of Object.entries(CASES) as [
  keyof typeof CASES,
  (typeof CASES)[keyof typeof CASES],
][]) {
  test(`an agent sends the exposé template to a lead: in the history and once in the local mailbox (${language}, ${text.viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(text.viewport);
    const run = `${language}.${Date.now()}`;
    const email = `reply.${run}@example.com`;
    await backendHooks.addLead({
      name: 'Erik Exposé',
      email,
      phone: '030 5550100',
      message: text.message,
      notifyStatus: 'sent',
      notifyAttempts: 1,
    });
    await signInToDesk(page, language, AGENT);
    await page.goto(`${pathIn(language, '/desk')}?view=leads`);
    await page.getByLabel(text.search).fill(run);
    const card = page.locator(`[data-lead="${email}"]`);
    await expect(card).toBeVisible({ timeout: 20_000 });

    await card.getByRole('button', { name: text.reply }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The lead wrote in this language and named the flat: both already chosen.
    await expect(dialog.getByLabel(text.language)).toHaveValue(language);
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await dialog.getByLabel(text.template).selectOption('expose');
    const shot = (part: string) =>
      page.screenshot({ path: `/work/shots/reply-${text.viewport.name}-${language}-${part}.png` });
    await shot('top');
    await expect(dialog.getByRole('textbox', { name: /Subject|Betreff/ })).toHaveValue(text.subject);
    const body = dialog.getByRole('textbox', { name: text.text, exact: true });
    await expect(body).toHaveValue(new RegExp(`^${text.greeting}`));
    await expect(body).toHaveValue(new RegExp(text.link.replace(/[.]/g, '\\.')));
    await body.fill(`${await body.inputValue()}\n\n${text.addition}`);
    const send = dialog.getByRole('button', { name: text.send });
    await send.scrollIntoViewIfNeeded();
    await shot('bottom');

    // A double click is one reply.
    await send.dblclick();
    await expect(dialog).toBeHidden();
    await card.locator('[data-lead-history] summary').click();
    const entries = card.locator('[data-lead-history] [data-event]');
    await expect(entries.first()).toHaveAttribute('data-event', 'email_sent');
    await expect(entries.first()).toContainText(text.entry);
    await expect(entries.first()).toContainText(AGENT_NAME);
    await expect(entries.first()).toContainText(text.subject);
    await expect(card.locator('[data-event="email_sent"]')).toHaveCount(1);

    // The backend's timer sends it within a few seconds: once, from the sales address with the agent's name.
    await expect.poll(async () => (await repliesTo(page, email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await repliesTo(page, email);
    expect(mail).toMatchObject({
      from: expect.stringMatching(new RegExp(`^"${AGENT_NAME} · Grabbeallee 68" <sales@`)),
      replyTo: expect.stringMatching(/^sales@/),
      subject: text.subject,
    });
    expect(mail!.text).toContain(text.greeting);
    expect(mail!.text).toContain(text.link);
    expect(mail!.text).toContain(text.addition);
    await page.waitForTimeout(3000); // another sweep or two of the timer: still one mail
    expect(await repliesTo(page, email)).toHaveLength(1);
  });
}
