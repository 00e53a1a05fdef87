/**
 * The embedded backend's test hooks for the contact browser tests and the chaos run, through the one
 * typed client (supabase/local/test-hooks-client.ts, where the hooks are documented). Rows and mails are
 * filtered by e-mail address, so tests that use their own address run in parallel without a reset.
 */
import {
  testHooksClient,
  type Fault,
  type StoredMail,
  type StoredRow,
} from '../../supabase/local/test-hooks-client';

export const BACKEND_URL =
  process.env.E2E_BACKEND_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4180}/supabase`;
export const backendHooks = testHooksClient(BACKEND_URL);
export type { Fault, StoredMail, StoredRow };

export const allRows = () => backendHooks.rows();
export const allMails = () => backendHooks.mails();

/** Waits until the row of `email` is stored; the backend's clock (epoch ms) when it was first seen, or null. */
export const waitForStoredRow = (email: string, timeoutMs: number) =>
  backendHooks.waitForRow(email, timeoutMs);

export async function rowsFor(email: string): Promise<StoredRow[]> {
  return (await allRows()).filter((row) => row.email === email);
}

export async function mailsFor(email: string): Promise<StoredMail[]> {
  return (await allMails()).filter((mail) => mail.replyTo === email);
}

/**
 * The insert faults restricted to the requests of the message from `email`. The function's body holds
 * only the row id, so a function fault hits the next call of any message (which changes nothing for
 * delivery: the server mails every stored row).
 */
export function messageFaults(email: string, faults: Fault[]): Fault[] {
  return faults.map((fault) =>
    fault.path.startsWith('/rest/') ? { ...fault, bodyIncludes: JSON.stringify(email) } : fault,
  );
}

export const addFaults = (faults: Fault[]) => backendHooks.addFaults(faults);
export const pendingFaults = () => backendHooks.pendingFaults();
export const clearFaults = () => backendHooks.clearFaults();

/**
 * Every browser test and chaos session sends from this machine's one address: the per-IP limits
 * (5 messages, or 10 alert sign-ups, per 10 minutes) would refuse most of them. The per-address limits
 * stay as deployed.
 */
export async function allowManyMessagesFromOneAddress(): Promise<void> {
  await backendHooks.setLimit({ scope: 'insert_per_ip', maxCount: 100_000 });
  await backendHooks.setLimit({ scope: 'notify_per_ip', maxCount: 100_000 });
  await backendHooks.setLimit({ scope: 'challenge_per_ip', maxCount: 100_000 });
  await backendHooks.setLimit({ scope: 'alert_signup_per_ip', maxCount: 100_000 });
}
