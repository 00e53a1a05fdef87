/**
 * The construction timeline (spec §3 Timeline step, §4 Timeline status). Dates follow the facts in
 * project.ts: start 1 September 2025, 18 months; completion Q1 2027 (one line says May 2027, and both
 * readings are shown); delivery Q2 2027.
 */
import type { Localized } from './localized';
import { project } from './project';

/** '2027-05' -> 'May 2027' / 'Mai 2027'. */
export function monthLabel(yearMonth: string, locale: keyof Localized): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-IE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${yearMonth}-01T00:00:00Z`));
}

const start = {
  en: monthLabel(project.constructionStart.slice(0, 7), 'en'),
  de: monthLabel(project.constructionStart.slice(0, 7), 'de'),
};
const { quarter, delivery, month } = project.completion;

export type TimelineStatus = 'complete' | 'current' | 'upcoming';
export type TimelineIcon = 'permit' | 'excavator' | 'crane' | 'interior' | 'key' | 'home';

export interface TimelineStep {
  icon: TimelineIcon;
  title: Localized;
  description: Localized;
  date: Localized;
  status: TimelineStatus;
}

export const TIMELINE: readonly TimelineStep[] = [
  {
    icon: 'permit',
    title: { en: 'Planning and building permit', de: 'Planung und Baugenehmigung' },
    description: {
      en: 'Design of the four buildings, approval by the Pankow building authority.',
      de: 'Entwurf der vier Häuser und Genehmigung durch die Bauaufsicht Pankow.',
    },
    date: { en: '2024 – summer 2025', de: '2024 – Sommer 2025' },
    status: 'complete',
  },
  {
    icon: 'excavator',
    title: { en: 'Start of construction', de: 'Baubeginn' },
    description: {
      en: `Excavation and foundations: building has been underway since 1 ${start.en}.`,
      de: `Erdarbeiten und Gründung: Seit dem 1. ${start.de} wird gebaut.`,
    },
    date: start,
    status: 'complete',
  },
  {
    icon: 'crane',
    title: { en: 'Shell construction', de: 'Rohbau' },
    description: {
      en: 'Walls, ceilings and roofs of the street building and the three garden houses.',
      de: 'Wände, Decken und Dächer von Vorderhaus und drei Gartenhäusern.',
    },
    date: { en: 'Winter 2025 – summer 2026', de: 'Winter 2025 – Sommer 2026' },
    status: 'complete',
  },
  {
    icon: 'interior',
    title: { en: 'Interior finishing', de: 'Innenausbau' },
    description: {
      en: 'Windows, heating, solar power, screed, tiling – and the green roofs.',
      de: 'Fenster, Heizung, Photovoltaik, Estrich, Fliesen – und die Gründächer.',
    },
    date: { en: 'Autumn 2026 – early 2027', de: 'Herbst 2026 – Anfang 2027' },
    status: 'current',
  },
  {
    icon: 'home',
    title: { en: 'Completion', de: 'Fertigstellung' },
    description: {
      en: `After ${project.constructionDurationMonths} months of construction. The schedule names ${quarter}; one of our publications gives ${monthLabel(month, 'en')}.`,
      de: `Nach ${project.constructionDurationMonths} Monaten Bauzeit. Der Zeitplan nennt ${quarter}, eine unserer Veröffentlichungen ${monthLabel(month, 'de')}.`,
    },
    date: {
      en: `${quarter} (also stated: ${monthLabel(month, 'en')})`,
      de: `${quarter} (auch genannt: ${monthLabel(month, 'de')})`,
    },
    status: 'upcoming',
  },
  {
    icon: 'key',
    title: { en: 'Handover of the keys', de: 'Schlüsselübergabe' },
    description: {
      en: 'Acceptance with each buyer, then the title is registered in the land register.',
      de: 'Abnahme mit jeder Käuferin und jedem Käufer, danach die Eigentumsumschreibung im Grundbuch.',
    },
    date: { en: delivery, de: delivery },
    status: 'upcoming',
  },
];
