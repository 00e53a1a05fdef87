/**
 * The highlights of the site: why Berlin, and the one list of neighbourhood highlights (home page and the
 * project page's neighbourhood tab). Icons are keys; each page maps them to its icons, so route heads
 * reading the facts do not load icon code.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ClaimNoteName } from './client-facts';
import { project } from './project';

export type HighlightIcon = 'train' | 'trees' | 'shopping' | 'school' | 'culture' | 'bike' | 'sun' | 'leaf';

export interface Highlight {
  icon: HighlightIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The source or detail that makes the claim checkable, a client fact (components/missing-field/claim-note). */
  note?: ClaimNoteName;
}

const { sUBahnMinutes, parkWalkMinutes } = project.transit;
const { efficiencyHouse, consumptionClass: energyClass } = project.energy;
const occupancy = project.berlinOccupancyPercent;

/** Neighbourhood highlights of Niederschönhausen. */
export const neighbourhoodHighlights: readonly Highlight[] = [
  {
    icon: 'train',
    title: msg`${sUBahnMinutes} min to the S+U station`,
    description: msg`S-Bahn and U-Bahn take you to the centre of Berlin without a car.`,
    note: 'transitRoute',
  },
  {
    icon: 'trees',
    title: msg`${parkWalkMinutes} min walk to a park`,
    description: msg`Old trees, meadows and quiet paths for a walk before breakfast.`,
  },
  {
    icon: 'shopping',
    title: msg`Everyday shopping nearby`,
    description: msg`Bakeries, grocers and weekly markets in the streets of Niederschönhausen.`,
  },
  {
    icon: 'school',
    title: msg`Schools and day-care`,
    description: msg`A family neighbourhood with schools and nurseries close by.`,
  },
  {
    icon: 'culture',
    title: msg`History and culture`,
    description: msg`Schönhausen Palace, cafés and old Pankow.`,
  },
  {
    icon: 'bike',
    title: msg`By bike`,
    description: msg`Quiet streets and green routes along the Panke.`,
  },
];

/** Why buy in Berlin. */
export const whyBerlinReasons: readonly Highlight[] = [
  {
    icon: 'sun',
    title: msg`About ${occupancy}% of Berlin homes occupied`,
    description: msg`Homes in Berlin hardly ever stand empty, and demand for housing is high.`,
    note: 'occupancySource',
  },
  {
    icon: 'train',
    title: msg`A growing capital`,
    description: msg`Companies, universities and culture keep bringing people to Berlin, and new homes remain scarce.`,
  },
  {
    icon: 'leaf',
    title: msg`Planned for low energy costs`,
    description: msg`Energy efficiency class ${energyClass} (planned) and Efficiency House ${efficiencyHouse}, today's usual standard for new buildings, with planned green roofs and photovoltaics.`,
  },
  {
    icon: 'trees',
    title: msg`Green Pankow`,
    description: msg`Niederschönhausen combines parks and quiet streets with S-Bahn and U-Bahn links to the city centre.`,
  },
];
