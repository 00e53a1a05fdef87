/**
 * The building description (Baubeschreibung, § 650j BGB) as far as the project facts go. The binding
 * description is supplied by the developer: every section it still has to fill is marked `pending`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { project } from '../project';

export interface BuildingDescriptionSection {
  title: MessageDescriptor;
  /** What the project facts already say; empty when nothing is known yet. */
  facts: MessageDescriptor[];
  /** The client still has to supply this section. */
  pending: boolean;
}

const { standard, consumptionClass: energyClass } = project.energy;
const { buildings, residentialUnits: units, plotSizeSqm: plot, totalGfaSqm: gfa } = project;
const saleable = project.saleableSpaceSqm;

export const BUILDING_DESCRIPTION: readonly BuildingDescriptionSection[] = [
  {
    title: msg`Project and site`,
    facts: [
      msg`${units} condominiums in ${buildings} buildings: a street building on Grabbeallee and three garden houses around a green courtyard.`,
      msg`Plot ${plot} m², gross floor area ${gfa} m², saleable living space ${saleable} m².`,
    ],
    pending: false,
  },
  {
    title: msg`Energy and building services`,
    facts: [
      msg`Efficiency standard ${standard}, energy efficiency class ${energyClass} (planned).`,
      msg`Green roofs and a photovoltaic system on the roofs.`,
    ],
    pending: true,
  },
  {
    title: msg`Outdoor spaces, storage and bicycles`,
    facts: [
      msg`Every apartment has a garden, terrace, balcony or roof terrace; most have a basement storage room; every apartment has one to three bicycle spaces.`,
    ],
    pending: false,
  },
  { title: msg`Structure, walls and roof`, facts: [], pending: true },
  { title: msg`Windows and doors`, facts: [], pending: true },
  { title: msg`Heating, ventilation and hot water`, facts: [], pending: true },
  { title: msg`Sanitary fittings and tiling`, facts: [], pending: true },
  { title: msg`Floors, walls and ceilings inside the apartments`, facts: [], pending: true },
  { title: msg`Electrical installation`, facts: [], pending: true },
];
