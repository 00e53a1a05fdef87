import {
  IconBike,
  IconBuildingCastle,
  IconLeaf,
  IconSchool,
  IconShoppingBag,
  IconSun,
  IconTrain,
  IconTrees,
  type Icon,
} from '@/components/icons';
import type { HighlightIcon } from '@/content/project-highlights';

/** The icons of the highlight keys in src/content/project-highlights.ts (home and project page). */
export const HIGHLIGHT_ICONS: Record<HighlightIcon, Icon> = {
  train: IconTrain,
  trees: IconTrees,
  shopping: IconShoppingBag,
  school: IconSchool,
  culture: IconBuildingCastle,
  bike: IconBike,
  sun: IconSun,
  leaf: IconLeaf,
};
