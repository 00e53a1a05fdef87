/**
 * The desk's sign-in as supabase-js keeps it on the device (a `Session`, JSON under DESK_SESSION_STORAGE_KEY):
 * read when supabase-js could not renew it for want of a connection, so the desk opens with who was signed in.
 */
import * as v from 'valibot';

const storedSessionSchema = v.object({
  refresh_token: v.pipe(v.string(), v.nonEmpty()),
  user: v.object({ id: v.pipe(v.string(), v.nonEmpty()), email: v.optional(v.string()) }),
});

/** Who is signed in on this device by the stored session, or null (none, or not a session). */
export function storedSessionUser(stored: string | null): { userId: string; email: string } | null {
  if (stored === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = v.safeParse(storedSessionSchema, json);
  return parsed.success ? { userId: parsed.output.user.id, email: parsed.output.user.email ?? '' } : null;
}
