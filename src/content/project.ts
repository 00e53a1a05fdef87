import type { ImageName } from '@/assets/image-manifest.gen';

import { PROJECT_ID } from './project-id';
import { unitFigures } from './unit-figures.gen';

export { PROJECT_ID } from './project-id';

/**
 * The featured project: every fact and figure the site states, in one typed place.
 * Where the spec gives two readings of a figure or a date, the visitor sees one value, decided by the unit
 * data (`unit-figures.ts`) or by the choice noted beside the fact; the other reading stays in a comment.
 */
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
  rooms: unitFigures.rooms,
  /**
   * m², the range the units span (36.2–94.0, shown as 36–94 m²). The spec's readings, 35–95 m² in the
   * marketing text and 36–99 m² in the project data, both contain it.
   */
  livingArea: unitFigures.livingArea,
  /**
   * Euros, the units' exact prices (253,400–658,000, shown as €253,000–€658,000) and €/m² (7,000–7,450).
   * The spec's readings: from 250,000 (marketing), 250,000–695,000 (project data), about 7,000 per m².
   */
  price: unitFigures.price,
  pricePerSqm: unitFigures.pricePerSqm,
  earlyBirdDiscountPercent: 6,
  berlinOccupancyPercent: 99,
  plotSizeSqm: 2358,
  totalGfaSqm: 4900,
  saleableSpaceSqm: 3250,
  constructionStart: '2025-09-01',
  constructionDurationMonths: 18,
  /**
   * Expected completion. The spec has three readings of the end date: Q1 2027 (most texts and the project
   * data's completion), May 2027 (one line) and delivery Q2 2027 (project data). The site states one:
   * completion expected in Q1 2027; the keys are handed over after completion and acceptance.
   */
  expectedCompletionQuarter: 'Q1 2027',
  /**
   * Planned: the Efficiency House (Effizienzhaus) level of the GEG/BEG scheme, named without "KfW" (no
   * grant is implied), and the energy efficiency class of the certificate issued on completion.
   */
  energy: { efficiencyHouse: 55, consumptionClass: 'A' },
  transit: { sUBahnMinutes: 15, parkWalkMinutes: 8 },
} as const;

export function projectAddressLine(): string {
  return `${project.address}, ${project.postalCode} ${project.city}-${project.district}`;
}

/** The four buildings: building 1 is the street building, 2 to 4 are garden houses. */
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
