/** The team view's texts that depend on a value: roles, mail languages, refusals. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Locale } from '@/lib/i18n/locale';

import type { StaffRole, TeamRefusal } from '../api/team-api';

export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  agent: msg`Agent`,
  admin: msg`Admin`,
};

/** Each language named in itself, as a language choice should be. */
export const MAIL_LANGUAGE_LABELS: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

export const TEAM_REFUSAL_TEXTS: Record<TeamRefusal, MessageDescriptor> = {
  'last-admin': msg`The team needs at least one admin: make someone else an admin first.`,
  exists: msg`This address already has an account. If it was removed from the team, ask the technical contact to restore it.`,
  self: msg`You cannot remove your own access. Another admin can.`,
};
