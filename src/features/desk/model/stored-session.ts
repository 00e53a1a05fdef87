/**
 * The desk's sign-in as supabase-js keeps it on the device (a `Session`, JSON under DESK_SESSION_STORAGE_KEY):
 * read when supabase-js could not renew it for want of a connection, so the desk opens with who was signed in.
 */
import * as v from 'valibot';

import { parseStoredJson } from '@/lib/device-store';

const storedSessionSchema = v.object({
  refresh_token: v.pipe(v.string(), v.nonEmpty()),
  user: v.object({ id: v.pipe(v.string(), v.nonEmpty()), email: v.optional(v.string()) }),
});

/** Who is signed in on this device by the stored session, or null (none, or not a session). */
export function storedSessionUser(stored: string | null): { userId: string; email: string } | null {
  const session = stored === null ? undefined : parseStoredJson(stored, storedSessionSchema);
  return session ? { userId: session.user.id, email: session.user.email ?? '' } : null;
}
