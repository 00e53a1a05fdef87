/**
 * The teaser page's stats and reasons, with their icons (spec §2 Teaser page, §3 teaser stats):
 * English only, like the rest of the teaser. Apart from `teaser` so that its head tags do not load
 * the icons.
 */
import {
  IconBuilding,
  IconCalendar,
  IconCoin,
  IconLeaf,
  IconMapPin,
  IconTrain,
  IconTrees,
  type TablerIcon,
} from '@tabler/icons-react';

import { project } from './project';
import { teaserStartingPrice } from './teaser';

/** A teaser stat (spec §3): icon, label, value, sublabel. */
export interface TeaserStat {
  icon: TablerIcon;
  label: string;
  value: string;
  sublabel: string;
}

export const teaserStats: TeaserStat[] = [
  {
    icon: IconBuilding,
    label: 'Units',
    value: String(project.residentialUnits),
    sublabel: 'modern apartments',
  },
  {
    icon: IconMapPin,
    label: 'Location',
    value: project.district,
    sublabel: `Berlin-${project.neighborhood}`,
  },
  {
    icon: IconCalendar,
    label: 'Delivery',
    value: project.completion.quarter,
    sublabel: 'planned completion',
  },
  { icon: IconCoin, label: 'From', value: teaserStartingPrice, sublabel: 'starting price' },
];

export const teaserWhy: { icon: TablerIcon; title: string; description: string }[] = [
  {
    icon: IconLeaf,
    title: `${project.energy.standard} energy certificate`,
    description: `Efficiency class ${project.energy.consumptionClass}, green roofs and solar power.`,
  },
  {
    icon: IconTrain,
    title: `${project.transit.sUBahnMinutes} min to the S+U station`,
    description: 'S-Bahn and U-Bahn connect you to the whole city.',
  },
  {
    icon: IconTrees,
    title: `${project.transit.parkWalkMinutes} min walk to a park`,
    description: 'Green space and fresh air just around the corner.',
  },
];
