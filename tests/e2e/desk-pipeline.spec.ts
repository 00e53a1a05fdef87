/**
 * The lead pipeline in the browser: an agent takes a lead (owner), moves its stage, plans its next step, logs a
 * call and sees it on top of the history; a follow-up left overdue is found by the inbox's filter and in
 * "Needs attention". On a phone (390 × 844) and a tablet (1024 × 768), in English and German.
 *
 * Shared backend, parallel files: the leads carry this spec's own addresses, and only this spec sets follow-ups.
 */
import { expect, test, type Page } from '@playwright/test';

import { allowManyMessagesFromOneAddress, backendHooks } from './contact-backend';
import { signInToDesk } from './desk-helpers';
import { pathIn, type Language } from './site-pages';

test.describe.configure({ timeout: 90_000 });

const AGENT = { email: 'desk-pipeline-e2e@example.com', password: 'desk-pipeline-password' };
const AGENT_NAME = 'Paula Pipeline';

const TEXT = {
  en: {
    search: 'Search name or e-mail',
    owner: 'Owner',
    stage: 'Stage',
    followUpOn: 'Follow-up on',
    task: 'Task',
    saveFollowUp: 'Save follow-up',
    entryType: 'Type of entry',
    outcome: 'Outcome',
    whatHappened: 'What happened (optional)',
    addToHistory: 'Add to history',
    followUpFilter: 'Follow-up',
    attention: 'Needs attention',
    overdue: 'Overdue',
  },
  de: {
    search: 'Name oder E-Mail suchen',
    owner: 'Zuständig',
    stage: 'Phase',
    followUpOn: 'Wiedervorlage am',
    task: 'Aufgabe',
    saveFollowUp: 'Wiedervorlage speichern',
    entryType: 'Art des Eintrags',
    outcome: 'Ergebnis',
    whatHappened: 'Beschreibung (optional)',
    addToHistory: 'In den Verlauf eintragen',
    followUpFilter: 'Wiedervorlage',
    attention: 'Zu erledigen',
    overdue: 'Überfällig',
  },
} as const;

const VIEWPORTS = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 } } as const;

/** A Berlin calendar day `offset` days from today, as a date input takes it. */
function berlinDay(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(day);
}

test.beforeAll(async () => {
  await backendHooks.createUser({ ...AGENT, staff: true, displayName: AGENT_NAME });
  await allowManyMessagesFromOneAddress();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

async function addLead(name: string, email: string): Promise<void> {
  await backendHooks.addLead({
    name,
    email,
    phone: '030 5550100',
    message: 'Bitte um Rückruf wegen einer 3-Zimmer-Wohnung.',
    notifyStatus: 'sent',
    notifyAttempts: 1,
  });
}

async function openInbox(page: Page, language: Language, search: string) {
  await page.goto(`${pathIn(language, '/desk')}?view=leads`);
  await page.getByLabel(TEXT[language].search).fill(search);
}

for (const [language, viewport] of [
  ['en', 'tablet'],
  ['de', 'phone'],
] as const) {
  const text = TEXT[language];

  test(`an agent takes a lead, moves it on, plans the next step and logs a call on top of the history; the overdue filter finds a late follow-up (${language}, ${viewport})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    const run = `${language}.${Date.now()}`;
    const taken = `pipeline.taken.${run}@example.com`;
    const late = `pipeline.late.${run}@example.com`;
    await addLead('Olga Offen', taken);
    await addLead('Lars Liegen', late);
    await signInToDesk(page, language, AGENT);
    await openInbox(page, language, run);
    const card = page.locator(`[data-lead="${taken}"]`);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-lead]')).toHaveCount(2);

    // Owner, stage and next step: each saved on its own.
    await card.getByLabel(text.owner, { exact: true }).selectOption({ label: AGENT_NAME });
    await expect(card.locator('[data-assigned]')).toContainText(AGENT_NAME);
    await card.getByLabel(text.stage, { exact: true }).selectOption('contacted');
    await expect(card).toHaveAttribute('data-stage', 'contacted');
    await card.getByLabel(text.followUpOn).fill(berlinDay(2));
    await card.getByLabel(text.task, { exact: true }).fill('Exposé 2.0.2 nachfassen');
    await card.getByRole('button', { name: text.saveFollowUp }).click();
    await expect(card.locator('[data-next-step]')).toContainText('Exposé 2.0.2 nachfassen');

    // A call with its outcome: on top of the history, above the changes it follows.
    await card.getByLabel(text.entryType).selectOption('call');
    await card.getByLabel(text.outcome).selectOption('no_answer');
    await card.getByLabel(text.whatHappened).fill('Mailbox voll, morgen wieder');
    await card.getByRole('button', { name: text.addToHistory }).click();
    await expect(card.getByLabel(text.whatHappened)).toHaveValue('');
    await card.locator('[data-lead-history] summary').click();
    const entries = card.locator('[data-lead-history] [data-event]');
    await expect(entries.first()).toContainText('Mailbox voll, morgen wieder');
    await expect(entries.first()).toContainText(AGENT_NAME);
    expect(
      await entries.evaluateAll((items) => items.map((item) => item.getAttribute('data-event'))),
    ).toEqual(['call', 'follow_up', 'stage', 'assigned', 'sent']);
    await page.screenshot({ path: testInfo.outputPath(`lead-pipeline-${viewport}.png`), fullPage: true });

    // The other lead's follow-up was yesterday: the overdue filter shows it alone, and so does the attention list.
    const lateCard = page.locator(`[data-lead="${late}"]`);
    await lateCard.getByLabel(text.followUpOn).fill(berlinDay(-1));
    await lateCard.getByLabel(text.task, { exact: true }).fill('Zurückrufen');
    await lateCard.getByRole('button', { name: text.saveFollowUp }).click();
    await expect(lateCard.locator('[data-due="overdue"]')).toHaveText(text.overdue);
    await page.getByLabel(text.followUpFilter, { exact: true }).selectOption('overdue');
    await expect(page.locator('[data-lead]')).toHaveCount(1);
    await expect(lateCard).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`inbox-overdue-${viewport}.png`), fullPage: true });
    await page.getByRole('link', { name: text.attention }).click();
    await expect(lateCard).toBeVisible({ timeout: 20_000 });
    await expect(lateCard).toHaveAttribute('data-attention', 'overdue');
    await expect(card).toHaveCount(0);
  });
}
