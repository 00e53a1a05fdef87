import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ImageName } from '@/assets/image-manifest.gen';

import { pastProjects } from './past-projects';
import { project } from './project';

const firstYear = Math.min(...pastProjects.map((past) => past.year));
const discount = project.earlyBirdDiscountPercent;

/**
 * CLIENT-TO-CONFIRM: the spec withholds both co-founders' names ("keys {name} and {name}"). These
 * stand-ins are the only place the names live; replace them here (see README, "Content the client
 * must confirm").
 */
export const TEAM_MEMBER_NAMES = {
  architect: 'Thomas Berger',
  finance: 'Claudia Weiss',
} as const;

export type TeamMemberKey = keyof typeof TEAM_MEMBER_NAMES;

export type AchievementIcon =
  'building' | 'ruler' | 'leaf' | 'award' | 'chart' | 'shield' | 'handshake' | 'coins';

export interface Achievement {
  /** An icon key; the team pages map it to its icon. */
  icon: AchievementIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export interface TeamMember {
  key: TeamMemberKey;
  name: string;
  role: MessageDescriptor;
  bio: MessageDescriptor;
  quote: MessageDescriptor;
  image: ImageName;
  achievements: [Achievement, Achievement, Achievement, Achievement];
}

/** The two co-founders (spec §2 Team page, §3 Team member). */
export const teamMembers: [TeamMember, TeamMember] = [
  {
    key: 'architect',
    name: TEAM_MEMBER_NAMES.architect,
    role: msg`Co-founder and architect`,
    bio: msg`Has designed homes, theatres and offices in Berlin since ${firstYear}. He plans every building of Grabbeallee 68 himself, from the floor plans to the last balcony railing.`,
    quote: msg`A good home starts with light, proportion and a view of something green.`,
    image: 'team-architect',
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
        title: msg`Sustainable design`,
        description: msg`${project.energy.standard} standard, green roofs and solar power as part of the design from the first sketch.`,
      },
      {
        icon: 'award',
        title: msg`Quality on site`,
        description: msg`Personal supervision of construction, with trusted Berlin contractors.`,
      },
    ],
  },
  {
    key: 'finance',
    name: TEAM_MEMBER_NAMES.finance,
    role: msg`Co-founder and financial director`,
    bio: msg`Structures the financing of every project and accompanies buyers from the first question to the notary appointment and the handover of the keys.`,
    quote: msg`Buying a home should feel safe at every step: clear prices, clear contracts, clear dates.`,
    image: 'team-finance',
    achievements: [
      {
        icon: 'chart',
        title: msg`Solid project financing`,
        description: msg`Every project is fully financed before construction starts.`,
      },
      {
        icon: 'shield',
        title: msg`Buyer protection`,
        description: msg`Payments follow the MaBV staged schedule through a notary: you only pay for what has been built.`,
      },
      {
        icon: 'handshake',
        title: msg`Personal advice`,
        description: msg`One contact person for buyers and investors, from the first visit to the handover.`,
      },
      {
        icon: 'coins',
        title: msg`Transparent prices`,
        description: msg`Fixed prices per apartment, with no hidden costs and a ${discount}% early-bird discount.`,
      },
    ],
  },
];

/** The principles below the team (spec §2 Team page). */
export const teamPrinciples = {
  title: msg`Our principles`,
  description: msg`We build few projects and finish each one ourselves: honest planning, durable materials and homes we would live in. Every buyer knows who is responsible, and we are reachable long after the handover.`,
};
