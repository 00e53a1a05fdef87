/**
 * Titles and descriptions of the project's pages, in the project catalog: those pages load it before their
 * head is computed, so the home page's catalog does not carry them.
 */
import { msg } from '@lingui/core/macro';

import { project } from '../project';

const { name, residentialUnits: units, buildings } = project;

export const PROJECT_PAGE_HEADS = {
  project: {
    title: msg`${name} – project details, apartments and floor plans`,
    description: msg`${units} condominiums in ${buildings} buildings at ${name}, Berlin-Pankow: apartments, floor plans, neighbourhood and location.`,
  },
  priceList: {
    title: msg`Price list – ${name}`,
    description: msg`Prices of all ${units} apartments at ${name}, Berlin-Pankow: living area, price per m² and price (draft).`,
  },
  buildingDescription: {
    title: msg`Building description – ${name}`,
    description: msg`Construction and fittings of the apartments at ${name}, Berlin-Pankow (draft).`,
  },
  picker: {
    title: msg`Choose by building and floor – ${name}`,
    description: msg`All ${units} apartments at ${name}, Berlin-Pankow, building by building and floor by floor, with what is still available.`,
  },
  /** One floor's page of the picker: the floor's name as a title has it ('Ground floor') and in a sentence. */
  pickerFloor: (building: number, floor: string, floorInText: string) => ({
    title: msg`Building ${building}, ${floor}: the apartments – ${name}`,
    description: msg`The apartments on the ${floorInText} of building ${building} at ${name}, Berlin-Pankow: where each lies, its rooms and size, and whether it is still available.`,
  }),
  compare: {
    title: msg`Compare apartments – ${name}`,
    description: msg`Apartments at ${name} side by side: plan, rooms, area, outdoor space, price, buying costs and availability.`,
  },
};
