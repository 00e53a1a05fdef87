/** The feature cards and trust points of the project page. Every figure comes from project.ts. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { project } from '../project';
import { wholeSqmRange } from '../unit-figures';

const { energy, transit, earlyBirdDiscountPercent: discount, berlinOccupancyPercent: occupancy } = project;
const { standard, consumptionClass: energyClass } = energy;
const { min: minRooms, max: maxRooms } = project.rooms;
const { min: areaMin, max: areaMax } = wholeSqmRange(project.livingArea);
const units = project.residentialUnits;
const { parkWalkMinutes, sUBahnMinutes } = transit;

/** An icon key, a title and a sentence; the page maps the key to its icon. */
export interface IconCard<IconKey extends string> {
  icon: IconKey;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export type FeatureIcon = 'energy' | 'solar' | 'rooms' | 'outdoor' | 'transit' | 'discount';

/**
 * Prices are written as ICU numbers ({perSqm, number}) so that each language formats them its own way.
 */
export const FEATURE_CARDS: readonly IconCard<FeatureIcon>[] = [
  {
    icon: 'energy',
    title: msg`Efficiency class ${energyClass}`,
    description: msg`Built to ${standard}, today's usual standard for new buildings: well insulated and heated efficiently, for low energy costs.`,
  },
  {
    icon: 'solar',
    title: msg`Green roofs and solar power`,
    description: msg`Planted roofs hold rainwater and cool in summer; photovoltaics supply the buildings.`,
  },
  {
    icon: 'rooms',
    title: msg`${minRooms} to ${maxRooms} rooms`,
    description: msg`${units} condominiums of ${areaMin} to ${areaMax} m² – from a compact city flat to a family home.`,
  },
  {
    icon: 'outdoor',
    title: msg`Garden, terrace or balcony`,
    description: msg`Every apartment has its own outdoor space, plus bicycle spaces and, for most, a storage room.`,
  },
  {
    icon: 'transit',
    title: msg`Green and connected`,
    description: msg`${parkWalkMinutes} minutes' walk to the park, ${sUBahnMinutes} minutes to the S+U station.`,
  },
  {
    icon: 'discount',
    title: msg`${discount}% early-bird discount`,
    description: msg`Prices from {perSqm} per m² – and ${discount}% off for early buyers.`,
  },
];

export type TrustIcon = 'history' | 'occupancy' | 'notary' | 'energy';

export const TRUST_POINTS: readonly IconCard<TrustIcon>[] = [
  {
    icon: 'history',
    title: msg`Decades of building in Berlin`,
    description: msg`Our architect has realised residential, mixed-use and commercial buildings in Berlin for decades.`,
  },
  {
    icon: 'occupancy',
    title: msg`About ${occupancy}% of Berlin homes occupied`,
    description: msg`Homes in Berlin hardly ever stand empty, and demand for housing is high.`,
  },
  {
    icon: 'notary',
    title: msg`Notarised and regulated`,
    description: msg`Every purchase is notarised; you pay in instalments under § 3 MaBV, and the notary confirms when they are due.`,
  },
  {
    icon: 'energy',
    title: msg`Sustainably built`,
    description: msg`Efficiency class ${energyClass}, green roofs and solar power.`,
  },
];

export const ARCHITECT_QUOTE = {
  quote: msg`We did not want another block on the street. We wanted a small neighbourhood: a house facing the avenue, three houses in the garden, and green space between them that belongs to everyone who lives here.`,
  attribution: msg`The architect, co-founder`,
};
