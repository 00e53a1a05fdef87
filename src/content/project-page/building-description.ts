/**
 * The building description (Baubeschreibung, § 650j BGB with Art. 249 § 2 EGBGB, which § 650u BGB applies
 * to a developer's contract) as far as the project facts go, in the order of the sections the law asks
 * for: the building, the scope of services, plans, energy, sound insulation and fire safety, the trades,
 * fittings and services, the outdoor areas and the completion date. The binding description is supplied
 * by the developer: every section it still has to fill is marked `pending`.
 *
 * Figures are numbers in the messages' values; the page formats them for its language (2.358 m²).
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
  /** What the marked field names, where it is more than the developer's specification in general. */
  pendingLabel?: MessageDescriptor;
}

const { efficiencyHouse, consumptionClass: energyClass } = project.energy;
const { buildings, residentialUnits: units, plotSizeSqm: plot, totalGfaSqm: gfa } = project;
const saleable = project.saleableSpaceSqm;
const months = project.constructionDurationMonths;

export const BUILDING_DESCRIPTION: readonly BuildingDescriptionSection[] = [
  {
    title: msg`Project and site`,
    facts: [
      msg`${units} condominiums in ${buildings} buildings: a street building on Grabbeallee and three garden houses around a green courtyard.`,
      msg`Plot ${plot} m², gross floor area ${gfa} m², saleable living space ${saleable} m².`,
    ],
    pending: false,
  },
  { title: msg`Scope of services`, facts: [], pending: true },
  {
    title: msg`Plans with room and floor areas, elevations and sections`,
    facts: [
      msg`The floor plans on this site are schematic; the architect's plans are part of the binding building description.`,
    ],
    pending: true,
  },
  {
    title: msg`Energy and building services`,
    facts: [
      msg`Efficiency House ${efficiencyHouse} standard, energy efficiency class ${energyClass} (planned).`,
      msg`Green roofs and a photovoltaic system on the roofs (planned).`,
    ],
    pending: true,
  },
  { title: msg`Sound insulation`, facts: [], pending: true },
  { title: msg`Fire safety`, facts: [], pending: true },
  { title: msg`Structure, walls and roof`, facts: [], pending: true },
  { title: msg`Windows and doors`, facts: [], pending: true },
  { title: msg`Heating, ventilation and hot water`, facts: [], pending: true },
  { title: msg`Sanitary fittings and tiling`, facts: [], pending: true },
  { title: msg`Floors, walls and ceilings inside the apartments`, facts: [], pending: true },
  { title: msg`Electrical installation`, facts: [], pending: true },
  {
    title: msg`Outdoor spaces, storage rooms and bicycle spaces`,
    facts: [
      msg`Every apartment has a garden, terrace, balcony or roof terrace; most have a basement storage room; every apartment has one to three bicycle spaces.`,
    ],
    pending: false,
  },
  {
    title: msg`Outdoor areas`,
    facts: [
      msg`A green courtyard between the street building and the three garden houses, with gardens at the ground-floor apartments that face it.`,
    ],
    pending: true,
  },
  {
    title: msg`Completion date`,
    facts: [
      msg`Construction began on {startDay}, with a construction period of ${months} months; completion is expected in {completionQuarter}.`,
    ],
    pending: true,
    pendingLabel: msg`binding completion date`,
  },
];
