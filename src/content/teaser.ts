/**
 * The teaser page: English only and hardcoded (spec §2 Teaser page), so these texts are plain
 * strings, not translations. Every figure comes from `project`.
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

import type { ImageName } from '@/assets/image-manifest.gen';

import { project } from './project';

/** A teaser stat (spec §3): icon, label, value, sublabel. */
export interface TeaserStat {
  icon: TablerIcon;
  label: string;
  value: string;
  sublabel: string;
}

export const teaserBadge = 'Construction in Progress';
export const teaserTitle = `${project.address}, ${project.city}-${project.district}`;
export const teaserSubtitle = `Sustainable living in Berlin-${project.neighborhood}: ${project.residentialUnits} modern apartments in ${project.buildings} buildings, with green roofs and solar power.`;

/** "€250k": the starting price in thousands. */
export const teaserStartingPrice = `€${Math.round(project.price.from / 1000)}k`;

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

export const teaserGallery: { image: ImageName; alt: string }[] = [
  { image: 'teaser-gallery-1', alt: 'Facade detail with deep balconies and tall windows' },
  { image: 'teaser-gallery-2', alt: 'The green courtyard between the garden houses' },
  { image: 'teaser-gallery-3', alt: 'Green roof with solar panels, the television tower on the horizon' },
];

/** What 'Download Brochure' asks for in the contact modal (the spec leaves its action open). */
export const brochureRequest = {
  subject: `Brochure request: ${project.name}`,
  message: `Please send me the brochure for ${project.name} in Berlin-${project.district}, with floor plans and prices.`,
};

export const salesRequest = {
  subject: `Enquiry: ${project.name}`,
};
