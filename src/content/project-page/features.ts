/** The feature cards and trust points of the project page. Every figure comes from project.ts. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ClaimNoteName } from '../client-facts';
import { project } from '../project';
import { wholeSqmRange } from '../unit-figures';

const { energy, transit, earlyBirdDiscountPercent: discount, berlinOccupancyPercent: occupancy } = project;
const { efficiencyHouse, consumptionClass: energyClass } = energy;
const { min: minRooms, max: maxRooms } = project.rooms;
const { min: areaMin, max: areaMax } = wholeSqmRange(project.livingArea);
const units = project.residentialUnits;
const { parkWalkMinutes, sUBahnMinutes } = transit;

/** An icon key, a title and a sentence; the page maps the key to its icon. */
export interface IconCard<IconKey extends string> {
  icon: IconKey;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The source or detail that makes the claim checkable, a client fact (components/missing-field/claim-note). */
  note?: ClaimNoteName;
}

export type FeatureIcon = 'energy' | 'solar' | 'rooms' | 'outdoor' | 'transit' | 'discount';

/**
 * Prices are written as ICU numbers ({perSqm, number}) so that each language formats them its own way.
 */
export const FEATURE_CARDS: readonly IconCard<FeatureIcon>[] = [
  {
    icon: 'energy',
    title: msg`Energy efficiency class ${energyClass} (planned)`,
    description: msg`Planned as Efficiency House ${efficiencyHouse}, today's usual standard for new buildings: well insulated and heated efficiently, for low energy costs.`,
  },
  {
    icon: 'solar',
    title: msg`Green roofs and photovoltaics (planned)`,
    description: msg`Planted roofs hold rainwater and cool in summer; photovoltaics on the roofs supply the buildings with electricity.`,
  },
  {
    icon: 'rooms',
    title: msg`${minRooms} to ${maxRooms} rooms`,
    description: msg`${units} condominiums of ${areaMin} to ${areaMax} m² – from a compact city flat to a family home.`,
  },
  {
    icon: 'outdoor',
    title: msg`Garden, terrace or balcony`,
    description: msg`Every apartment has its own outdoor space, plus bicycle spaces and, for most, a storage room.`,
  },
  {
    icon: 'transit',
    title: msg`Green and connected`,
    description: msg`${parkWalkMinutes} minutes' walk to the park, ${sUBahnMinutes} minutes to the S+U station.`,
    note: 'transitRoute',
  },
  {
    icon: 'discount',
    title: msg`${discount}% early-bird discount`,
    description: msg`Prices from {perSqm} per m² – and a ${discount}% early-bird discount.`,
  },
];

export type TrustIcon = 'history' | 'occupancy' | 'costs' | 'energy';

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
    note: 'occupancySource',
  },
  {
    icon: 'costs',
    title: msg`Buying costs shown openly`,
    description: msg`Every apartment's page lists land transfer tax, notary and land register fees beside the price.`,
  },
  {
    icon: 'energy',
    title: msg`Energy efficiency class ${energyClass} (planned)`,
    description: msg`Planned as Efficiency House ${efficiencyHouse}, with green roofs and photovoltaics.`,
  },
];

export const ARCHITECT_QUOTE = {
  quote: msg`We did not want another block on the street. We wanted a small neighbourhood: a house facing the avenue, three houses in the garden, and green space between them that belongs to everyone who lives here.`,
  attribution: msg`The architect and co-founder`,
};
