/**
 * The texts of the project page that are content rather than interface: feature cards, the architect's
 * quote, the trust section, buyer protection and the neighbourhood. Every figure comes from project.ts.
 */
import type { ImageName } from '@/assets/image-manifest.gen';

import type { Localized } from './localized';
import { project } from './project';

const { energy, transit, earlyBirdDiscountPercent: discount, berlinOccupancyPercent: occupancy } = project;
const marketingArea = project.livingArea.marketing;
const dataArea = project.livingArea.projectData;

export type FeatureIcon = 'energy' | 'solar' | 'rooms' | 'outdoor' | 'transit' | 'discount';

export interface FeatureCard {
  icon: FeatureIcon;
  title: Localized;
  description: Localized;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    icon: 'energy',
    title: { en: `Energy standard ${energy.standard}`, de: `Effizienzhaus ${energy.standard}` },
    description: {
      en: `Consumption class ${energy.consumptionClass}: well insulated, heated efficiently, low running costs.`,
      de: `Energieklasse ${energy.consumptionClass}: gut gedämmt, effizient beheizt, niedrige Nebenkosten.`,
    },
  },
  {
    icon: 'solar',
    title: { en: 'Green roofs and solar power', de: 'Gründächer und Solarstrom' },
    description: {
      en: 'Planted roofs hold rainwater and cool in summer; photovoltaics supply the buildings.',
      de: 'Begrünte Dächer speichern Regenwasser und kühlen im Sommer, Photovoltaik versorgt die Häuser.',
    },
  },
  {
    icon: 'rooms',
    title: {
      en: `${project.rooms.min} to ${project.rooms.max} rooms`,
      de: `${project.rooms.min} bis ${project.rooms.max} Zimmer`,
    },
    description: {
      en: `${project.residentialUnits} condominiums of ${dataArea.min} to ${dataArea.max} m² (our brochure rounds this to ${marketingArea.min}–${marketingArea.max} m²).`,
      de: `${project.residentialUnits} Eigentumswohnungen mit ${dataArea.min} bis ${dataArea.max} m² (in unserer Broschüre gerundet ${marketingArea.min}–${marketingArea.max} m²).`,
    },
  },
  {
    icon: 'outdoor',
    title: { en: 'Garden, terrace or balcony', de: 'Garten, Terrasse oder Balkon' },
    description: {
      en: 'Every apartment has its own outdoor space, plus bicycle spaces and, for most, a storage room.',
      de: 'Jede Wohnung hat ihren eigenen Freisitz, dazu Fahrradstellplätze und meist einen Kellerraum.',
    },
  },
  {
    icon: 'transit',
    title: { en: 'Green and connected', de: 'Im Grünen und gut angebunden' },
    description: {
      en: `${transit.parkWalkMinutes} minutes' walk to the park, ${transit.sUBahnMinutes} minutes to the S+U station.`,
      de: `${transit.parkWalkMinutes} Minuten zu Fuß in den Park, ${transit.sUBahnMinutes} Minuten zur S+U-Bahn.`,
    },
  },
  {
    icon: 'discount',
    title: { en: `${discount}% early-bird discount`, de: `${discount} % Frühbucherrabatt` },
    description: {
      en: `Prices from about €${project.price.perSqmAbout.toLocaleString('en-IE')} per m² – and ${discount}% off for early buyers.`,
      de: `Preise ab etwa ${project.price.perSqmAbout.toLocaleString('de-DE')} € pro m² – und ${discount} % Nachlass für Frühentschlossene.`,
    },
  },
];

export const ARCHITECT_QUOTE = {
  quote: {
    en: 'We did not want another block on the street. We wanted a small neighbourhood: a house facing the avenue, three houses in the garden, and green space between them that belongs to everyone who lives here.',
    de: 'Wir wollten keinen weiteren Block an der Straße, sondern eine kleine Nachbarschaft: ein Haus zur Allee, drei Häuser im Garten und dazwischen Grün, das allen gehört, die hier wohnen.',
  },
  attribution: { en: 'The architect, co-founder', de: 'Der Architekt, Mitgründer' },
} as const satisfies Record<string, Localized>;

export type TrustIcon = 'history' | 'occupancy' | 'notary' | 'energy';

export interface TrustPoint {
  icon: TrustIcon;
  title: Localized;
  description: Localized;
}

export const TRUST_POINTS: readonly TrustPoint[] = [
  {
    icon: 'history',
    title: { en: 'Decades of building in Berlin', de: 'Jahrzehnte Bauerfahrung in Berlin' },
    description: {
      en: 'Our architect has realised residential, mixed-use and commercial buildings in Berlin for decades.',
      de: 'Unser Architekt realisiert seit Jahrzehnten Wohn-, Geschäfts- und gemischt genutzte Gebäude in Berlin.',
    },
  },
  {
    icon: 'occupancy',
    title: { en: `About ${occupancy}% occupancy`, de: `Rund ${occupancy} % Auslastung` },
    description: {
      en: `Berlin's housing is about ${occupancy}% occupied: a home here keeps its value and finds tenants.`,
      de: `Berliner Wohnraum ist zu rund ${occupancy} % belegt: Eine Wohnung hier behält ihren Wert und findet Mieter.`,
    },
  },
  {
    icon: 'notary',
    title: { en: 'Notarised and regulated', de: 'Notariell und gesetzlich geregelt' },
    description: {
      en: 'Every purchase goes through a German notary, with payments under the MaBV.',
      de: 'Jeder Kauf wird notariell beurkundet, die Zahlungen folgen der MaBV.',
    },
  },
  {
    icon: 'energy',
    title: { en: 'Built to last', de: 'Gebaut für Generationen' },
    description: {
      en: `${energy.standard}, consumption class ${energy.consumptionClass}, green roofs and solar power.`,
      de: `${energy.standard}, Energieklasse ${energy.consumptionClass}, Gründächer und Solarstrom.`,
    },
  },
];

/**
 * Staged payments under § 3 (2) of the Makler- und Bauträgerverordnung (MaBV): the buyer pays only for
 * work that is done, each instalment requested through the notary's confirmed schedule.
 */
export interface PaymentStage {
  percent: number;
  stage: Localized;
}

export const MABV_PAYMENT_STAGES: readonly PaymentStage[] = [
  { percent: 30, stage: { en: 'Start of excavation', de: 'Beginn der Erdarbeiten' } },
  {
    percent: 28,
    stage: { en: 'Shell completed, incl. carpentry', de: 'Rohbaufertigstellung einschl. Zimmererarbeiten' },
  },
  { percent: 5.6, stage: { en: 'Roofs and gutters', de: 'Herstellung der Dachflächen und Dachrinnen' } },
  { percent: 2.1, stage: { en: 'Heating rough-in', de: 'Rohinstallation der Heizungsanlagen' } },
  { percent: 2.1, stage: { en: 'Plumbing rough-in', de: 'Rohinstallation der Sanitäranlagen' } },
  { percent: 2.1, stage: { en: 'Electrical rough-in', de: 'Rohinstallation der Elektroanlagen' } },
  { percent: 7, stage: { en: 'Windows fitted, incl. glazing', de: 'Fenstereinbau einschl. Verglasung' } },
  { percent: 4.2, stage: { en: 'Interior plastering', de: 'Innenputz, ausgenommen Beiputzarbeiten' } },
  { percent: 2.1, stage: { en: 'Screed', de: 'Estrich' } },
  { percent: 2.8, stage: { en: 'Tiling in the bathrooms', de: 'Fliesenarbeiten im Sanitärbereich' } },
  {
    percent: 8.4,
    stage: { en: 'Ready for occupancy, on handover', de: 'Bezugsfertigkeit Zug um Zug gegen Besitzübergabe' },
  },
  { percent: 2.1, stage: { en: 'Façade', de: 'Fassadenarbeiten' } },
  { percent: 3.5, stage: { en: 'Complete completion', de: 'Vollständige Fertigstellung' } },
];

export const BUYER_PROTECTION = {
  title: { en: 'Your purchase is protected', de: 'Ihr Kauf ist abgesichert' },
  points: [
    {
      en: 'You sign the purchase contract before a German notary, who explains it and keeps the process neutral.',
      de: 'Sie unterzeichnen den Kaufvertrag vor einer Notarin oder einem Notar, die ihn erläutern und den Ablauf neutral begleiten.',
    },
    {
      en: 'Before your first payment a priority notice secures your claim to the apartment in the land register.',
      de: 'Vor Ihrer ersten Zahlung sichert eine Auflassungsvormerkung Ihren Anspruch auf die Wohnung im Grundbuch.',
    },
    {
      en: 'You pay in stages under the MaBV, only for construction work that is finished – never in advance.',
      de: 'Sie zahlen in Raten nach MaBV und nur für fertiggestellte Bauleistungen – nie im Voraus.',
    },
    {
      en: 'After completion your title is registered in the land register (Grundbuch).',
      de: 'Nach der Fertigstellung werden Sie als Eigentümerin oder Eigentümer im Grundbuch eingetragen.',
    },
  ],
} as const satisfies { title: Localized; points: readonly Localized[] };

export type NeighbourhoodIcon = 'park' | 'train' | 'school' | 'shopping' | 'culture' | 'bike';

export interface NeighbourhoodHighlight {
  icon: NeighbourhoodIcon;
  title: Localized;
  description: Localized;
}

export const NEIGHBOURHOOD_HIGHLIGHTS: readonly NeighbourhoodHighlight[] = [
  {
    icon: 'park',
    title: { en: 'Parks on the doorstep', de: 'Parks vor der Haustür' },
    description: {
      en: `${transit.parkWalkMinutes} minutes' walk to the park of Schönhausen Palace, with the Bürgerpark Pankow close by.`,
      de: `${transit.parkWalkMinutes} Minuten zu Fuß in den Schlosspark Schönhausen, der Bürgerpark Pankow liegt gleich nebenan.`,
    },
  },
  {
    icon: 'train',
    title: { en: 'Into the city quickly', de: 'Schnell in der Stadt' },
    description: {
      en: `${transit.sUBahnMinutes} minutes to the S+U station Pankow, with trams and buses along the way.`,
      de: `${transit.sUBahnMinutes} Minuten zum S+U-Bahnhof Pankow, Tram und Bus auf dem Weg.`,
    },
  },
  {
    icon: 'school',
    title: { en: 'Schools and day care', de: 'Schulen und Kitas' },
    description: {
      en: 'Day-care centres, primary and secondary schools within the neighbourhood.',
      de: 'Kitas, Grund- und weiterführende Schulen im Kiez.',
    },
  },
  {
    icon: 'shopping',
    title: { en: 'Everyday shopping', de: 'Einkaufen für jeden Tag' },
    description: {
      en: 'Supermarkets, bakeries and weekly markets in Niederschönhausen and on Breite Straße.',
      de: 'Supermärkte, Bäckereien und Wochenmärkte in Niederschönhausen und an der Breiten Straße.',
    },
  },
  {
    icon: 'culture',
    title: { en: 'History and culture', de: 'Geschichte und Kultur' },
    description: {
      en: 'Schönhausen Palace, cafés and the village character of old Pankow.',
      de: 'Schloss Schönhausen, Cafés und der dörfliche Charakter des alten Pankow.',
    },
  },
  {
    icon: 'bike',
    title: { en: 'By bike', de: 'Mit dem Rad' },
    description: {
      en: 'Quiet side streets and green routes along the Panke; bicycle spaces for every apartment.',
      de: 'Ruhige Nebenstraßen und grüne Wege an der Panke; Fahrradstellplätze für jede Wohnung.',
    },
  },
];

export interface ProjectImage {
  image: ImageName;
  alt: Localized;
}

/** The project gallery (spec §2): the first is shown large, then up to four small ones, the rest in rows. */
export const PROJECT_GALLERY: readonly ProjectImage[] = [
  {
    image: 'hero-desktop',
    alt: {
      en: 'Grabbeallee 68: the street building with the garden houses behind it',
      de: 'Grabbeallee 68: das Vorderhaus mit den Gartenhäusern dahinter',
    },
  },
  {
    image: 'render-building-1',
    alt: { en: 'Building 1, the street building', de: 'Haus 1, das Vorderhaus' },
  },
  { image: 'render-building-2', alt: { en: 'Building 2, a garden house', de: 'Haus 2, ein Gartenhaus' } },
  { image: 'render-building-3', alt: { en: 'Building 3, a garden house', de: 'Haus 3, ein Gartenhaus' } },
  { image: 'render-building-4', alt: { en: 'Building 4, a garden house', de: 'Haus 4, ein Gartenhaus' } },
  {
    image: 'teaser-gallery-1',
    alt: {
      en: 'Facade detail with deep balconies and tall windows',
      de: 'Fassadendetail mit tiefen Balkonen und hohen Fenstern',
    },
  },
  {
    image: 'teaser-gallery-2',
    alt: {
      en: 'The green courtyard between the garden houses',
      de: 'Der grüne Hof zwischen den Gartenhäusern',
    },
  },
  {
    image: 'teaser-gallery-3',
    alt: {
      en: 'Green roof with solar panels, the television tower on the horizon',
      de: 'Gründach mit Solarmodulen, am Horizont der Fernsehturm',
    },
  },
];

/** The park images of the overview. */
export const PARK_IMAGES: readonly ProjectImage[] = [
  {
    image: 'park',
    alt: {
      en: `The park, ${project.transit.parkWalkMinutes} minutes' walk from the house`,
      de: `Der Park, ${project.transit.parkWalkMinutes} Gehminuten vom Haus entfernt`,
    },
  },
  {
    image: 'teaser-gallery-2',
    alt: { en: 'The garden between the houses', de: 'Der Garten zwischen den Häusern' },
  },
];

export const NEIGHBOURHOOD_IMAGE: ProjectImage = {
  image: 'neighbourhood',
  alt: {
    en: `Old villas and tree-lined streets in ${project.neighborhood}`,
    de: `Alte Villen und baumgesäumte Straßen in ${project.neighborhood}`,
  },
};

/** The render of each building (third slide of the unit lightbox). */
export const BUILDING_RENDERS = {
  1: 'render-building-1',
  2: 'render-building-2',
  3: 'render-building-3',
  4: 'render-building-4',
} as const satisfies Record<1 | 2 | 3 | 4, ImageName>;
