/**
 * The teaser page's stats and reasons (spec §2 Teaser page, §3 teaser stats): English only, like the
 * rest of the teaser, so not in the catalogs. Icons are keys that the teaser page maps to its icons.
 */
import { project } from './project';
import { teaserStartingPrice } from './teaser';

/** A teaser stat (spec §3): icon, label, value, sublabel. */
export type TeaserIcon = 'building' | 'pin' | 'calendar' | 'coin' | 'leaf' | 'train' | 'trees';

export interface TeaserStat {
  icon: TeaserIcon;
  label: string;
  value: string;
  sublabel: string;
}

export const teaserStats: TeaserStat[] = [
  {
    icon: 'building',
    label: 'Units',
    value: String(project.residentialUnits),
    sublabel: 'modern apartments',
  },
  {
    icon: 'pin',
    label: 'Location',
    value: project.district,
    sublabel: `Berlin-${project.neighborhood}`,
  },
  {
    icon: 'calendar',
    label: 'Delivery',
    value: project.expectedCompletionQuarter,
    sublabel: 'expected completion',
  },
  { icon: 'coin', label: 'From', value: teaserStartingPrice, sublabel: 'starting price' },
];

export const teaserWhy: { icon: TeaserIcon; title: string; description: string }[] = [
  {
    icon: 'leaf',
    title: `Efficiency class ${project.energy.consumptionClass}`,
    description: `Built to ${project.energy.standard}, today's usual standard for new buildings, with green roofs and solar power.`,
  },
  {
    icon: 'train',
    title: `${project.transit.sUBahnMinutes} min to the S+U station`,
    description: 'S-Bahn and U-Bahn connect you to the whole city.',
  },
  {
    icon: 'trees',
    title: `${project.transit.parkWalkMinutes} min walk to a park`,
    description: 'Green space and fresh air just around the corner.',
  },
];
