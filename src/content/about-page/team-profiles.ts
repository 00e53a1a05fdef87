/**
 * The team page's long texts: each co-founder's bio and expertise, and the principles below them. Only
 * /team shows them, so they are in the `about` catalog (src/lib/i18n/catalogs.ts), not in the one every
 * page loads.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ClientStatementName } from '../client-facts';
import { pastProjects } from '../past-projects';
import { project } from '../project';
import type { TeamMemberKey } from '../team';

const firstYear = Math.min(...pastProjects.map((past) => past.year));

export type AchievementIcon =
  'building' | 'ruler' | 'leaf' | 'award' | 'chart' | 'shield' | 'handshake' | 'coins';

export interface Achievement {
  /** An icon key; the team pages map it to its icon. */
  icon: AchievementIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The description is a statement only the client can vouch for: marked until confirmed (client-facts.ts). */
  statement?: ClientStatementName;
}

export interface TeamProfile {
  bio: MessageDescriptor;
  achievements: [Achievement, Achievement, Achievement, Achievement];
}

export const TEAM_PROFILES: Record<TeamMemberKey, TeamProfile> = {
  architect: {
    bio: msg`Has designed homes, theatres and offices in Berlin since ${firstYear}. He plans every building of Grabbeallee 68 himself, from the floor plans to the last balcony railing.`,
    achievements: [
      {
        icon: 'building',
        title: msg`Decades of building in Berlin`,
        description: msg`Residential, mixed-use and commercial buildings in the city since ${firstYear}.`,
      },
      {
        icon: 'ruler',
        title: msg`Floor plans that work`,
        description: msg`Compact layouts with no wasted space, daylight in every room and balconies or gardens.`,
      },
      {
        icon: 'leaf',
        title: msg`Energy-efficient design`,
        description: msg`Energy efficiency class ${project.energy.consumptionClass} (planned), green roofs and photovoltaics: part of the design from the first sketch.`,
      },
      {
        icon: 'award',
        title: msg`Quality on site`,
        description: msg`Personal supervision of construction, with trusted Berlin contractors.`,
      },
    ],
  },
  finance: {
    bio: msg`Structures the financing of every project and accompanies buyers from the first question to the notary appointment and the handover of the keys.`,
    achievements: [
      {
        icon: 'chart',
        title: msg`Solid project financing`,
        description: msg`Every project is fully financed before construction starts.`,
        statement: 'financedBeforeConstruction',
      },
      {
        icon: 'shield',
        title: msg`The purchase, step by step`,
        description: msg`Explains what the law requires of every developer sale: the notarised contract and the instalments by stage of construction under § 3 MaBV.`,
      },
      {
        icon: 'handshake',
        title: msg`Personal advice`,
        description: msg`One contact person for every buyer, whether you will live in the apartment or let it, from the first visit to the handover.`,
      },
      {
        icon: 'coins',
        title: msg`Transparent prices`,
        description: msg`Every buying cost shown openly beside the price: land transfer tax, notary and land register.`,
      },
    ],
  },
};

/** The principles below the team. */
export const teamPrinciples = {
  title: msg`Our principles`,
  description: msg`We build few projects and finish each one ourselves: honest planning, durable materials and homes we would live in. Every buyer knows who is responsible, and we are reachable long after the handover.`,
};
