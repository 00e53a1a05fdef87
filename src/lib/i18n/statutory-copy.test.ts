/**
 * What the law requires of every developer is said to be statutory, the notary's role is stated
 * correctly, the MaBV table speaks of "Bautenstand" and "Rate", and no generic environmental claim
 * ("nachhaltig", "sustainable") remains. Read from both languages' catalogs and from
 * the content modules' own text (the English-only teaser is not in the catalogs). The built pages of both
 * languages are read by tests/e2e/statutory-copy.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { BUYER_PROTECTION, MABV_PAYMENT_STAGES } from '@/content/project-page/buyer-protection';

import { catalogMessages } from '../../../tests/unit/catalog-messages';

const ROOT = join(import.meta.dirname, '../../..');

/** Every message of one language's catalogs, with no-break spaces read as spaces. */
function catalog(locale: 'en' | 'de'): { id: string; text: string; origin: string }[] {
  return catalogMessages(locale).map(({ id, text, origin }) => ({
    id: id.replaceAll('\u00a0', ' '),
    text: text.replaceAll('\u00a0', ' '),
    origin,
  }));
}

/** The source files of the content modules and of the teaser, the English-only page. */
function contentSources(): { file: string; text: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  return [join(ROOT, 'src/content'), join(ROOT, 'src/features/teaser'), join(ROOT, 'src/routes')]
    .flatMap(walk)
    .map((file) => ({
      file: relative(ROOT, file),
      // What the code says, not what its comments explain.
      text: readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, ''),
    }));
}

const GERMAN = catalog('de');
const ENGLISH = catalog('en').map(({ id, origin }) => ({ id, text: id, origin }));

/** Phrases no page may state, in either language (EmpCo: generic environmental claims; § 3 MaBV). */
const STRUCK: { phrase: RegExp; why: string }[] = [
  { phrase: /nachhaltig/i, why: 'a generic environmental claim (UWG as amended for Directive 2024/825)' },
  { phrase: /sustainab/i, why: 'a generic environmental claim' },
  {
    phrase: /green living|eco-friendly|umweltfreundlich|klimafreundlich/i,
    why: 'a generic environmental claim',
  },
  {
    phrase: /Bauabschnitt/,
    why: 'the MaBV pays by stage of construction: "Bautenstand", not a phase of the site',
  },
  {
    phrase: /Fälligkeit bestätigt das Notariat/,
    why: 'the notary confirms § 3 (1) MaBV, not each instalment',
  },
  {
    phrase: /notary confirms when they are due/,
    why: 'the notary confirms § 3 (1) MaBV, not each instalment',
  },
  { phrase: /abgesichert|Käuferschutz|purchase is protected|Buyer protection/, why: 'overstates the law' },
  { phrase: /KfW/, why: 'suggests a KfW grant; the standard is "Effizienzhaus 55"' },
  { phrase: /Festpreis|fixed price/i, why: 'not confirmed by the client while the price list is a draft' },
  { phrase: /Wohnflächenverordnung|WoFlV|Living Space Ordinance/, why: 'the areas leave outdoor space out' },
];

function struckIn(texts: { text: string; origin: string }[]): string[] {
  return texts.flatMap(({ text, origin }) =>
    STRUCK.filter(({ phrase }) => phrase.test(text)).map(
      ({ phrase, why }) => `${origin}: ${String(phrase)} (${why}) in "${text.slice(0, 120)}"`,
    ),
  );
}

describe('statutory and environmental wording (issue 46)', () => {
  it('has none of the struck phrases in any German translation', () => {
    expect(struckIn(GERMAN)).toEqual([]);
  });

  it('has none of them in the English sources', () => {
    expect(struckIn(ENGLISH)).toEqual([]);
  });

  it('has none of them in the content modules, the teaser or the route heads', () => {
    const found = contentSources().flatMap(({ file, text }) =>
      STRUCK.filter(({ phrase }) => phrase.test(text)).map(({ phrase }) => `${file}: ${String(phrase)}`),
    );
    expect(found).toEqual([]);
  });

  it('calls the payment table "Bautenstand" and "Rate"', () => {
    const table = GERMAN.filter(({ origin }) => origin.includes('buyer-protection'));
    expect(table.length).toBeGreaterThanOrEqual(MABV_PAYMENT_STAGES.length);
    const texts = table.map(({ text }) => text);
    expect(texts).toContain('Höchstzulässige Rate je Bautenstand (§ 3 Abs. 2 MaBV)');
    expect(texts).toContain('Bautenstand und Rate nach MaBV');
    expect(texts.filter((text) => /Bauabschnitt|Anteil je/.test(text))).toEqual([]);
  });

  it('states the notary’s role under § 3 (1) MaBV and the due date by stage of construction', () => {
    const points = BUYER_PROTECTION.points.map(
      (point) => GERMAN.find(({ id }) => id === point.message?.replaceAll('\u00a0', ' '))?.text ?? '',
    );
    expect(points.every((text) => text !== '')).toBe(true);
    expect(points.join(' ')).toContain(
      'Die erste Rate wird erst fällig, wenn das Notariat bestätigt, dass die Voraussetzungen nach § 3 Abs. 1 MaBV vorliegen',
    );
    expect(points.join(' ')).toContain(
      'Jede weitere Rate wird erst fällig, wenn der jeweilige Bautenstand erreicht ist',
    );
  });

  it('says the protections are required by law for every developer', () => {
    const lead = GERMAN.find(({ id }) => id === BUYER_PROTECTION.lead.message)?.text;
    expect(lead).toMatch(/gesetzlich vorgeschrieben/i);
    expect(lead).toMatch(/jedem Kauf vom Bauträger/);
  });

  it('marks the energy efficiency class as planned wherever it is stated', () => {
    const statesClass = GERMAN.filter(({ text }) => /Energieeffizienzklasse \{\w+\}/.test(text));
    expect(statesClass.length).toBeGreaterThanOrEqual(6);
    const unmarked = statesClass.filter(
      ({ text, origin }) =>
        !/\(geplant\)|Planwerte/.test(text) && !origin.includes('energy-certificate-facts'),
    );
    expect(unmarked.map(({ text }) => text)).toEqual([]);
    expect(
      GERMAN.filter(({ text }) => /(?<!Energie)[Ee]ffizienzklasse/.test(text)).map(({ text }) => text),
    ).toEqual([]);
  });
});
