import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ImageName } from '@/assets/image-manifest.gen';

import { clientFacts } from './client-facts';

export type TeamMemberKey = 'architect' | 'finance';

/**
 * A co-founder as the home page shows them. The team page's long texts (bio, expertise, principles)
 * are in `about-page/team-profiles.ts`, so they are not part of the catalog every page loads.
 */
export interface TeamMember {
  key: TeamMemberKey;
  /**
   * CLIENT-TO-CONFIRM: the spec withholds both names ("keys {name} and {name}"); each is a client fact,
   * shown as a marked field until supplied. The German texts name the finance co-founder's role without
   * a grammatical gender (Gründungsmitglied, Leitung Finanzen), which the spec does not state.
   */
  nameFact: 'architectName' | 'financeDirectorName';
  /** What the marked field names while the name is missing. */
  nameLabel: MessageDescriptor;
  role: MessageDescriptor;
  quote: MessageDescriptor;
  image: ImageName;
}

/** The two co-founders. */
export const teamMembers: [TeamMember, TeamMember] = [
  {
    key: 'architect',
    nameFact: 'architectName',
    nameLabel: msg`name of the co-founder and architect`,
    role: msg`Co-founder and architect`,
    quote: msg`A good home starts with light, proportion and a view of something green.`,
    image: 'team-architect',
  },
  {
    key: 'finance',
    nameFact: 'financeDirectorName',
    nameLabel: msg`name of the co-founder and financial director`,
    role: msg`Co-founder and financial director`,
    quote: msg`Buying a home should feel safe at every step: clear prices, clear contracts, clear dates.`,
    image: 'team-finance',
  },
];

/** The co-founder's name once the client has supplied it. */
export function teamMemberName(member: TeamMember): string | undefined {
  return clientFacts[member.nameFact];
}
