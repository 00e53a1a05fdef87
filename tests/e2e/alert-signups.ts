/**
 * Buyer alerts in the browser tests: a sign-up inserted through the local backend as a visitor's outbox does
 * (a solved challenge), and the confirmation mail's link from the local mailbox.
 */
import { randomUUID } from 'node:crypto';

import { expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';

import { PROJECT_ID } from '../../src/content/project-id';
import { ALERT_CONSENT_VERSION, alertSubscriptionRow } from '../../supabase/functions/_shared/alert-rules';
import {
  altchaPayload,
  deriveChallengeKey,
  type Challenge,
} from '../../supabase/functions/_shared/contact-challenge';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import type { ViewedMail } from '../../supabase/local/mail-viewer';
import { BACKEND_URL, backendHooks } from './contact-backend';
import type { Language } from './site-pages';

/** The local backend's REST API as a visitor (the anon key), as the site's outbox calls it. */
export function asVisitor(path: string, body: unknown): Promise<Response> {
  return fetch(`${BACKEND_URL}${path}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=ignore-duplicates,return=minimal',
    },
    body: JSON.stringify(body),
  });
}

/** A challenge of the local backend, solved as a visitor's browser does: the payload an outbox sends. */
export async function solvedChallengePayload(): Promise<string> {
  const issued = await fetch(`${BACKEND_URL}/functions/v1/contact-challenge`, {
    headers: { apikey: LOCAL_ANON_KEY },
  });
  expect(issued.status).toBe(200);
  const challenge = (await issued.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey: deriveChallengeKey });
  if (!solution) throw new Error('could not solve the challenge');
  return altchaPayload(challenge, solution);
}

/** A sign-up to a unit's release and price, with a solved challenge, inserted as the outbox does. */
export async function signUpWatcher(email: string, weNr: string, locale: Language): Promise<void> {
  const row = alertSubscriptionRow(
    {
      id: randomUUID(),
      email,
      locale,
      frequency: 'instant',
      target: { kind: 'unit', projectId: PROJECT_ID, weNr, priceChanges: true },
      consentVersion: ALERT_CONSENT_VERSION,
    },
    { honeypot: '', altchaPayload: await solvedChallengePayload() },
  );
  expect((await asVisitor('/rest/v1/alert_subscriptions?on_conflict=id', row)).status).toBe(201);
}

/** A mail as the local mailbox lists it (supabase/local/mail-viewer.ts). */
export type MailboxMail = Pick<ViewedMail, 'to' | 'subject' | 'text' | 'links' | 'headers'>;

/** The mails to `email` in the local mailbox (`/supabase/mail?format=json`), oldest first. */
export async function mailsTo(email: string): Promise<MailboxMail[]> {
  const response = await fetch(`${BACKEND_URL}/mail?format=json`);
  expect(response.ok).toBe(true);
  const mails = (await response.json()) as MailboxMail[];
  return mails.filter((mail) => mail.to === email).reverse();
}

/** The link of the confirmation mail to `email` in the local mailbox (the sweep mails it). */
export async function confirmLinkFromMailbox(email: string): Promise<URL> {
  let link: URL | null = null;
  await expect
    .poll(
      async () => {
        await backendHooks.sweep();
        const href = (await mailsTo(email))
          .at(-1)
          ?.links.find((candidate) => candidate.includes('/alerts/confirm?'));
        link = href ? new URL(href) : null;
        return link !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return link as unknown as URL;
}

/** Follows the link of the confirmation mail in the local mailbox, as the buyer's click does. */
export async function confirmFromMailbox(email: string): Promise<void> {
  const confirmLink = await confirmLinkFromMailbox(email);
  const answer = await asVisitor('/rest/v1/rpc/alert_confirm', {
    p_id: confirmLink.searchParams.get('id'),
    p_token: confirmLink.searchParams.get('token'),
  });
  expect(await answer.json()).toMatchObject({ status: 'confirmed' });
}
