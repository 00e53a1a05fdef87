import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconLeaf,
  IconSchool,
  IconShoppingBag,
  IconSun,
  IconTrain,
  IconTrees,
  type TablerIcon,
} from '@tabler/icons-react';

import type { ImageName } from '@/assets/image-manifest.gen';

/**
 * The featured project: every fact and figure the site states, in one typed place (spec §1, §3, §9).
 * Where the spec gives two readings, both are kept and shown side by side, never a third figure.
 */
export const PROJECT_ID = 'grabbeallee-68';

export const project = {
  id: PROJECT_ID,
  name: 'Grabbeallee 68',
  address: 'Grabbeallee 68',
  postalCode: '13156',
  city: 'Berlin',
  district: 'Pankow',
  neighborhood: 'Niederschönhausen',
  residentialUnits: 56,
  buildings: 4,
  rooms: { min: 2, max: 4 },
  /** Two readings: the marketing text says 35–95 m², the project data 36–99 m². */
  livingArea: {
    marketing: { min: 35, max: 95 },
    projectData: { min: 36, max: 99 },
  },
  price: { from: 250_000, to: 695_000, perSqmAbout: 7_000, perSqmRange: { min: 7_000, max: 7_450 } },
  earlyBirdDiscountPercent: 6,
  berlinOccupancyPercent: 99,
  plotSizeSqm: 2358,
  totalGfaSqm: 4900,
  saleableSpaceSqm: 3250,
  constructionStart: '2025-09-01',
  constructionDurationMonths: 18,
  /** Three readings of the end date: completion May 2027 (one line), Q1 2027 (others), delivery Q2 2027 (project data). */
  completion: { month: '2027-05', quarter: 'Q1 2027', delivery: 'Q2 2027' },
  energy: { standard: 'KFW 55', consumptionClass: 'A' },
  transit: { sUBahnMinutes: 15, parkWalkMinutes: 8 },
} as const;

export function projectAddressLine(): string {
  return `${project.address}, ${project.postalCode} ${project.city}-${project.district}`;
}

/** The four buildings (spec §3): building 1 is the street building, 2 to 4 are garden houses. */
export const projectBuildings = [
  { number: 1, kind: 'street', render: 'render-building-1' },
  { number: 2, kind: 'garden', render: 'render-building-2' },
  { number: 3, kind: 'garden', render: 'render-building-3' },
  { number: 4, kind: 'garden', render: 'render-building-4' },
] as const satisfies readonly { number: number; kind: 'street' | 'garden'; render: ImageName }[];

export type ProjectBuilding = (typeof projectBuildings)[number];

/** Project images: the renders of the buildings, the park and the neighbourhood. */
export const projectImages = {
  featured: 'render-building-1',
  park: 'park',
  neighbourhood: 'neighbourhood',
} as const satisfies Record<string, ImageName>;

export interface Highlight {
  icon: TablerIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

const { sUBahnMinutes, parkWalkMinutes } = project.transit;

/** Neighbourhood highlights of Niederschönhausen (spec §2 Home, §3 neighborhoodHighlights). */
export const neighbourhoodHighlights: Highlight[] = [
  {
    icon: IconTrain,
    title: msg`${sUBahnMinutes} min to the S+U station`,
    description: msg`S-Bahn and U-Bahn take you to the centre of Berlin without a car.`,
  },
  {
    icon: IconTrees,
    title: msg`${parkWalkMinutes} min walk to a park`,
    description: msg`Old trees, meadows and quiet paths for a walk before breakfast.`,
  },
  {
    icon: IconShoppingBag,
    title: msg`Everyday shopping nearby`,
    description: msg`Bakeries, grocers and weekly markets in the streets of Niederschönhausen.`,
  },
  {
    icon: IconSchool,
    title: msg`Schools and day-care`,
    description: msg`A family neighbourhood with schools and nurseries close by.`,
  },
];

/** Why buy in Berlin (spec §2 Home, section why-berlin). */
export const whyBerlinReasons: Highlight[] = [
  {
    icon: IconSun,
    title: msg`About ${project.berlinOccupancyPercent}% occupancy`,
    description: msg`Homes in Berlin hardly ever stand empty: demand is steady and letting is reliable.`,
  },
  {
    icon: IconTrain,
    title: msg`A growing capital`,
    description: msg`Companies, universities and culture keep bringing people to Berlin, and new homes remain scarce.`,
  },
  {
    icon: IconLeaf,
    title: msg`Built for the future`,
    description: msg`Energy standard ${project.energy.standard}, consumption class ${project.energy.consumptionClass}, green roofs and solar power keep running costs low.`,
  },
  {
    icon: IconTrees,
    title: msg`Green Pankow`,
    description: msg`Niederschönhausen combines parks and quiet streets with a fast connection to the city centre.`,
  },
];
