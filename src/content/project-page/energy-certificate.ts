/**
 * The energy-certificate facts a property advertisement must state (§ 87 GEG: certificate type, energy
 * demand, main energy source, year of construction, efficiency class). A new building receives its
 * certificate on completion; until then the site states the planned standard and says so. The main energy
 * source is a client fact (`clientFacts.mainEnergySource` in company.ts): the spec names solar power only.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { project } from '../project';

export type EnergyCertificateType = 'demand' | 'consumption';

export interface EnergyCertificate {
  /** false until the certificate is issued (on completion). */
  issued: boolean;
  /** New buildings receive a demand certificate (Energiebedarfsausweis). */
  type: EnergyCertificateType;
  /** Final energy demand in kWh/(m²·a): the issued value, or the range of the planned class. */
  energyDemand: { min: number; max: number };
  /** Planned year of construction: the year of completion. */
  yearOfConstruction: number;
  efficiencyClass: typeof project.energy.consumptionClass;
  /** The planned Efficiency House (Effizienzhaus) level, e.g. 55. */
  efficiencyHouse: number;
}

/** Efficiency class A: 30 to under 50 kWh/(m²·a) final energy (GEG, Anlage 10). */
const CLASS_A_DEMAND = { min: 30, max: 50 };

export const ENERGY_CERTIFICATE: EnergyCertificate = {
  issued: false,
  type: 'demand',
  energyDemand: CLASS_A_DEMAND,
  yearOfConstruction: Number(project.expectedCompletionQuarter.slice(-4)),
  efficiencyClass: project.energy.consumptionClass,
  efficiencyHouse: project.energy.efficiencyHouse,
};

export const ENERGY_CERTIFICATE_TYPE_LABELS: Record<EnergyCertificateType, MessageDescriptor> = {
  demand: msg`Energy demand certificate`,
  consumption: msg`Energy consumption certificate`,
};
