/**
 * The construction timeline. Its dates are project.ts's facts, named as placeholders ({startDay},
 * {completionQuarter}, …) that the page fills with `projectDates(locale)`, so each language writes them
 * its own way.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { project } from '../project';

export type TimelineStatus = 'complete' | 'current' | 'upcoming';
export type TimelineIcon = 'permit' | 'excavator' | 'crane' | 'interior' | 'key' | 'home';

export interface TimelineStep {
  icon: TimelineIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
  date: MessageDescriptor;
  status: TimelineStatus;
}

const months = project.constructionDurationMonths;

export const TIMELINE: readonly TimelineStep[] = [
  {
    icon: 'permit',
    title: msg`Planning and building permit`,
    description: msg`Design of the four buildings, approval by the Pankow building authority.`,
    date: msg`2024 – summer 2025`,
    status: 'complete',
  },
  {
    icon: 'excavator',
    title: msg`Start of construction`,
    description: msg`Excavation and foundations: building has been underway since {startDay}.`,
    date: msg`{startMonth}`,
    status: 'complete',
  },
  {
    icon: 'crane',
    title: msg`Shell construction`,
    description: msg`Walls, ceilings and roofs of the street building and the three garden houses.`,
    date: msg`Winter 2025 – summer 2026`,
    status: 'complete',
  },
  {
    icon: 'interior',
    title: msg`Interior finishing`,
    description: msg`Windows, heating, solar power, screed, tiling – and the green roofs.`,
    date: msg`Autumn 2026 – early 2027`,
    status: 'current',
  },
  {
    icon: 'home',
    title: msg`Completion`,
    description: msg`After ${months} months of construction, expected in {completionQuarter}.`,
    date: msg`Expected {completionQuarter}`,
    status: 'upcoming',
  },
  {
    icon: 'key',
    title: msg`Handover of the keys`,
    description: msg`Acceptance with each buyer, then the title is registered in the land register.`,
    date: msg`After completion`,
    status: 'upcoming',
  },
];
