/**
 * The embedded backend's test hooks (supabase/local/backend.ts), for the contact browser tests and
 * the chaos run. Rows and mails are filtered by e-mail address, so tests that use their own address
 * can run in parallel without resetting shared data.
 */
import * as v from 'valibot';

export const BACKEND_URL = process.env.E2E_BACKEND_URL ?? 'http://localhost:54321';

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
}

export async function addFaults(faults: Fault[]): Promise<void> {
  await hook('/__test/faults', v.unknown(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
}

export async function clearFaults(): Promise<void> {
  await hook('/__test/faults', v.unknown(), { method: 'DELETE' });
}
