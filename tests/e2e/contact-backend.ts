/**
 * The embedded backend's test hooks (supabase/local/backend.ts), for the contact browser tests and
 * the chaos run. Rows and mails are filtered by e-mail address, so tests that use their own address
 * can run in parallel without resetting shared data.
 */
import * as v from 'valibot';

export const BACKEND_URL =
  process.env.E2E_BACKEND_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4180}/supabase`;

const rowSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  preferred_rooms: v.nullable(v.string()),
  message: v.string(),
  gdpr_consent: v.boolean(),
});
const mailSchema = v.looseObject({
  idempotencyKey: v.nullish(v.string()),
  replyTo: v.nullish(v.string()),
  text: v.string(),
});

export type StoredRow = v.InferOutput<typeof rowSchema>;
export type StoredMail = v.InferOutput<typeof mailSchema>;

async function hook<T>(path: string, schema: v.GenericSchema<unknown, T>, init?: RequestInit): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return v.parse(schema, await response.json());
}

export async function allRows(): Promise<StoredRow[]> {
  return hook('/__test/contact-submissions', v.array(rowSchema));
}

export async function allMails(): Promise<StoredMail[]> {
  return hook('/__test/mailbox', v.array(mailSchema));
}

/**
 * Waits until the row of `email` is in the database; resolves with the backend's clock (epoch ms)
 * when it was first seen there (checked after every write to contact_submissions), or null.
 */
export async function waitForStoredRow(email: string, timeoutMs: number): Promise<number | null> {
  const query = new URLSearchParams({ email, timeoutMs: String(Math.max(0, Math.round(timeoutMs))) });
  const { storedAt } = await hook(
    `/__test/contact-submissions/wait?${query}`,
    v.object({ storedAt: v.nullable(v.number()) }),
  );
  return storedAt;
}

export async function rowsFor(email: string): Promise<StoredRow[]> {
  return (await allRows()).filter((row) => row.email === email);
}

export async function mailsFor(email: string): Promise<StoredMail[]> {
  return (await allMails()).filter((mail) => mail.replyTo === email || mail.text.includes(email));
}

export interface Fault {
  path: '/rest/v1/contact_submissions' | '/functions/v1/send-contact-email';
  method?: 'POST';
  type: 'status' | 'delay' | 'lose-response' | 'drop';
  status?: number;
  message?: string;
  times?: number;
  delayMs?: number;
  /** Only requests whose body contains this text (see messageFaults). */
  bodyIncludes?: string;
}

/** The faults restricted to the requests of the message from `email` (its insert and its notification). */
export function messageFaults(email: string, faults: Fault[]): Fault[] {
  return faults.map((fault) => ({ ...fault, bodyIncludes: JSON.stringify(email) }));
}

export async function addFaults(faults: Fault[]): Promise<void> {
  await hook('/__test/faults', v.unknown(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
}

/** The fault rules not used up yet. */
export async function pendingFaults(): Promise<unknown[]> {
  const { faults } = await hook('/__test/faults', v.object({ faults: v.array(v.unknown()) }));
  return faults;
}

export async function clearFaults(): Promise<void> {
  await hook('/__test/faults', v.unknown(), { method: 'DELETE' });
}
