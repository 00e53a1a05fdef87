/**
 * What an invite or password-reset link hands to /auth in the address's fragment (Supabase Auth's redirect):
 * a session to choose a password with, or why the link failed. Checked with valibot, never trusted as is.
 */
import * as v from 'valibot';

const sessionSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  refresh_token: v.pipe(v.string(), v.nonEmpty()),
  type: v.picklist(['invite', 'recovery']),
});

export type AuthLink =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: 'invite' | 'recovery' }
  | { kind: 'failed' }
  | null;

export function readAuthLink(hash: string): AuthLink {
  const params = Object.fromEntries(new URLSearchParams(hash.replace(/^#/, '')));
  if (params.error || params.error_code) return { kind: 'failed' };
  const parsed = v.safeParse(sessionSchema, params);
  if (!parsed.success) return null;
  return {
    kind: 'session',
    accessToken: parsed.output.access_token,
    refreshToken: parsed.output.refresh_token,
    type: parsed.output.type,
  };
}
