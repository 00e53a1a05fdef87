/**
 * The highlights of the home page (why Berlin, the neighbourhood), with their icons. Apart from
 * `project` so that the pages reading only its facts (route heads) do not load the icons.
 */
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

import { project } from './project';

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
