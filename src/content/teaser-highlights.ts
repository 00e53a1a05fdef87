/**
 * The teaser page's stats and reasons: English only, like the
 * rest of the teaser, so not in the catalogs. Icons are keys that the teaser page maps to its icons.
 */
import { type ClientFactName, clientFacts, type TransitMode } from './client-facts';
import { project } from './project';
import { teaserStartingPrice } from './teaser';

/** A teaser stat: icon, label, value, sublabel. */
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

const TRANSIT_MODES: Record<TransitMode, string> = { walk: 'on foot', bike: 'by bike', bus: 'by bus' };
const route = clientFacts.transitRoute;

export interface TeaserReason {
  icon: TeaserIcon;
  title: string;
  description: string;
  /** A client fact the reason needs, shown as a marked field until supplied (client-facts.ts). */
  missing?: { fact: ClientFactName; label: string };
}

export const teaserWhy: TeaserReason[] = [
  {
    icon: 'leaf',
    title: `Energy efficiency class ${project.energy.consumptionClass} (planned)`,
    description: `Planned as Efficiency House ${project.energy.efficiencyHouse}, today's usual standard for new buildings, with green roofs and photovoltaics.`,
  },
  {
    icon: 'train',
    title: `${project.transit.sUBahnMinutes} min to the S+U station`,
    description: route
      ? `${route.station}, ${TRANSIT_MODES[route.mode]}: S-Bahn and U-Bahn connect you to the whole city.`
      : 'S-Bahn and U-Bahn connect you to the whole city.',
    ...(route
      ? {}
      : { missing: { fact: 'transitRoute', label: 'which S+U station, and on foot, by bike or by bus' } }),
  },
  {
    icon: 'trees',
    title: `${project.transit.parkWalkMinutes} min walk to a park`,
    description: 'Green space and fresh air just around the corner.',
  },
];
