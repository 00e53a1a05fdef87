import type { ImageName } from '@/assets/image-manifest.gen';

/**
 * The featured project: every fact and figure the site states, in one typed place (spec §1, §3, §9).
 * Where the spec gives two readings, both are kept and shown side by side, never a third figure.
 */
export const PROJECT_ID = 'grabbeallee-68';

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
  rooms: { min: 2, max: 4 },
  /** Two readings: the marketing text says 35–95 m², the project data 36–99 m². */
  livingArea: {
    marketing: { min: 35, max: 95 },
    projectData: { min: 36, max: 99 },
  },
  price: { from: 250_000, to: 695_000, perSqmAbout: 7_000, perSqmRange: { min: 7_000, max: 7_450 } },
  earlyBirdDiscountPercent: 6,
  berlinOccupancyPercent: 99,
  plotSizeSqm: 2358,
  totalGfaSqm: 4900,
  saleableSpaceSqm: 3250,
  constructionStart: '2025-09-01',
  constructionDurationMonths: 18,
  /** Three readings of the end date: completion May 2027 (one line), Q1 2027 (others), delivery Q2 2027 (project data). */
  completion: { month: '2027-05', quarter: 'Q1 2027', delivery: 'Q2 2027' },
  energy: { standard: 'KfW 55', consumptionClass: 'A' },
  transit: { sUBahnMinutes: 15, parkWalkMinutes: 8 },
  /** CLIENT-TO-CONFIRM: approximate position of Grabbeallee 68 (WGS 84), for search engines' structured data. */
  geo: { latitude: 52.5771, longitude: 13.3925 },
} as const;

export function projectAddressLine(): string {
  return `${project.address}, ${project.postalCode} ${project.city}-${project.district}`;
}

/** The four buildings (spec §3): building 1 is the street building, 2 to 4 are garden houses. */
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
