/**
 * The sales team as the desk manages it: who is signed in (name, role), the team for admins, and the changes
 * only admins may make (supabase/migrations/20261130140000_staff_accounts.sql; invites and removals through
 * the desk-staff Edge Function, which holds the service key). Every answer is validated (desk-call.ts).
 */
import * as v from 'valibot';

import type { Locale } from '@/lib/i18n/locale';

import { deskErrorKind } from '../model/auth-error';
import { deskCall, DeskCallError, isoTime } from './desk-call';
import { getDeskClient } from './desk-client';

export const STAFF_ROLES = ['agent', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
const localeSchema = v.picklist(['en', 'de']);

const meSchema = v.object({
  user_id: v.pipe(v.string(), v.uuid()),
  display_name: v.string(),
  role: v.picklist(STAFF_ROLES),
  locale: localeSchema,
});
export type DeskMe = v.InferOutput<typeof meSchema>;

const memberSchema = v.object({
  user_id: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  display_name: v.string(),
  role: v.picklist(STAFF_ROLES),
  locale: localeSchema,
  added_at: isoTime,
  last_sign_in_at: v.nullable(isoTime),
});
export type TeamMember = v.InferOutput<typeof memberSchema>;

/** The signed-in staff member: name and role (desk_me). */
export async function loadMe(): Promise<DeskMe> {
  const supabase = await getDeskClient();
  return deskCall('Loading your account', () => supabase.rpc('desk_me'), meSchema);
}

export async function loadTeam(): Promise<TeamMember[]> {
  const supabase = await getDeskClient();
  return deskCall('Loading the team', () => supabase.rpc('desk_team'), v.array(memberSchema));
}

export interface MemberSettings {
  displayName: string;
  locale: Locale;
  role: StaffRole;
}

/** Why the team refused a change, for its text: the last admin stays one; an address already has an account. */
export type TeamRefusal = 'last-admin' | 'exists' | 'self';

export class TeamRefusalError extends Error {
  constructor(readonly reason: TeamRefusal) {
    super(reason);
    this.name = 'TeamRefusalError';
  }
}

export async function updateMember(userId: string, settings: MemberSettings): Promise<TeamMember> {
  const supabase = await getDeskClient();
  try {
    return await deskCall(
      'Saving the team member',
      () =>
        supabase.rpc('desk_team_update', {
          p_user_id: userId,
          p_display_name: settings.displayName,
          p_locale: settings.locale,
          p_role: settings.role,
        }),
      memberSchema,
    );
  } catch (error) {
    if (error instanceof DeskCallError && error.message.includes('at least one admin'))
      throw new TeamRefusalError('last-admin');
    throw error;
  }
}

const REFUSALS: Record<string, TeamRefusal> = { exists: 'exists', last_admin: 'last-admin', self: 'self' };

/** The desk-staff function's answer; a refusal it names as a TeamRefusalError, other failures as a DeskCallError. */
async function staffFunction(what: string, body: Record<string, unknown>): Promise<unknown> {
  const supabase = await getDeskClient();
  const { data, error } = await supabase.functions.invoke<unknown>('desk-staff', { body });
  if (!error) return data;
  const response = (error as { context?: unknown }).context;
  const answer: unknown = response instanceof Response ? await response.json().catch(() => null) : null;
  const code = v.safeParse(v.object({ code: v.string() }), answer);
  const refusal = code.success ? REFUSALS[code.output.code] : undefined;
  if (refusal) throw new TeamRefusalError(refusal);
  const status = response instanceof Response ? response.status : 0;
  const kind =
    code.success && code.output.code === 'not_admin' ? 'not-staff' : deskErrorKind({ ...error, status });
  throw new DeskCallError(`${what}: ${error.message}`, kind);
}

const invitedSchema = v.object({ rejoined: v.optional(v.boolean(), false) });

/**
 * Invites an address: Auth mails the link to /auth in the member's language, where they choose a password.
 * A removed member's address rejoins (`rejoined`), with a link to set a new password.
 */
export async function inviteMember(email: string, settings: MemberSettings): Promise<{ rejoined: boolean }> {
  const answer = await staffFunction('Inviting', {
    action: 'invite',
    email,
    ...settings,
    redirectTo: `${window.location.origin}${settings.locale === 'de' ? '/de' : ''}/auth`,
  });
  const parsed = v.safeParse(invitedSchema, answer);
  return { rejoined: parsed.success && parsed.output.rejoined };
}

/** Takes a member off the team: no more access, no new sign-in; their leads keep their history. */
export async function removeMember(userId: string): Promise<void> {
  await staffFunction('Removing the team member', { action: 'remove', userId });
}
