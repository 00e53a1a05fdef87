/**
 * The phrases a native reader and a real-estate lawyer struck (promises, wrong terms, a second spelling
 * of one thing) appear in no German translation, and the English sources drop the same flaws.
 */
import { describe, expect, it } from 'vitest';

import { catalogMessages } from '../../../tests/unit/catalog-messages';

const messages = catalogMessages;

function found(phrases: (string | RegExp)[], texts: { text: string; file: string }[]): string[] {
  return texts.flatMap(({ text, file }) =>
    phrases
      .filter((phrase) => (typeof phrase === 'string' ? text.includes(phrase) : phrase.test(text)))
      .map((phrase) => `${file}: ${String(phrase)} in "${text}"`),
  );
}

/** What the German translations must no longer say. */
const STRUCK_GERMAN: (string | RegExp)[] = [
  // The notary does not handle the money; the MaBV sets maximum shares, not due amounts.
  /über (?:den Notar|das Notariat)\b/,
  'wie in der Verordnung festgelegt',
  'die ihn erläutern',
  // No value, letting or safety promises (§ 5 UWG); one term for the occupancy figure; KfW 55 is no merit.
  'behält ihren Wert',
  'findet Mieter',
  'Vermietung verlässlich',
  'Vermietungsquote',
  'sicherer Ort',
  'Gebaut für Generationen',
  'spätestens',
  /Energiestandard \{standard\}$/,
  // Impressum and privacy.
  'bedarf hierfür einer Erlaubnis',
  'sechs bzw. zehn Jahre',
  // Wording.
  'stimmen Sie der Datenschutzerklärung',
  /Arkade, das/,
  'Gemischt genutzt',
  'Gemischte Nutzung',
  'gemischt genutzte',
  'Misch-',
  'Nebenkosten niedrig',
  'niedrige Nebenkosten',
  'zur S- und U-Bahn',
  'zur S+U-Bahn',
  'in den Park',
  'Wohnungsnummer',
  'Kaufpreis und Nebenkosten',
  'verkaufbar',
  'Kellerräume und Fahrräder',
  'Damit löschen Sie',
  'Cookie-Wahl',
  'Grundrisse, die funktionieren',
  'Private Markenvorlagen',
  // One term for the total with buying costs; the loan rate is no "monthly burden", no market rate.
  'Gesamtaufwand',
  'Gesamtkaufpreis',
  'Kaufpreis inklusive',
  /monatliche Belastung/i,
  'marktüblich',
  // One form for buyers: "Käuferinnen und Käufer" (or "jede Käuferin und jeder Käufer"), never "Käufer" alone.
  /(?<!Käuferinnen und |Käuferin und jeder |Käuferin und jedem )\bKäufern?\b/,
];

/** The same flaws in the English sources. */
const STRUCK_ENGLISH: (string | RegExp)[] = [
  'through a notary',
  'keeps its value',
  'finds tenants',
  'letting is reliable',
  'safe place',
  'running costs',
  'closing a gap',
  'viewing? This removes',
  'ten years pursuant',
  'as set out in the regulation',
  'Bicycles',
  /storage and bicycles/,
];

describe('the German copy (issue 32)', () => {
  it('has none of the struck phrases in any German translation', () => {
    expect(found(STRUCK_GERMAN, messages('de'))).toEqual([]);
  });

  it('has none of the same flaws in the English sources', () => {
    expect(
      found(
        STRUCK_ENGLISH,
        messages('en').map(({ id, file }) => ({ text: id, file })),
      ),
    ).toEqual([]);
  });

  it('states the corrected wording', () => {
    const german = messages('de').map((message) => message.text);
    for (const phrase of [
      'Der Kaufvertrag muss notariell beurkundet werden (§ 311b BGB); die Notarin oder der Notar erläutert ihn und begleitet den Ablauf neutral.',
      'Höchstzulässige Rate je Bautenstand (§ 3 Abs. 2 MaBV)',
      'verfügt über eine Erlaubnis nach § 34c Abs. 1 Satz 1 Nr. 3 Buchst. a der Gewerbeordnung (GewO), erteilt durch <0/>',
      'Wirtschafts-Identifikationsnummer',
      'acht Jahre für Buchungsbelege',
      'Bitte willigen Sie in die Verarbeitung Ihrer Angaben ein',
      'Mischnutzung',
      'niedrige Energiekosten',
      'zum S+U-Bahnhof',
      'zu Fuß zum Park',
      'WE-Nr.',
      'lfd. Nr.',
      'Kaufpreis und Kaufnebenkosten',
      'Gesamtkosten inkl. Kaufnebenkosten (geschätzt)',
      'verkäufliche Wohnfläche',
      'Fahrradstellplätze',
      'Mit „{action}“ entfernen Sie',
      'Cookie-Auswahl',
      'Durchdachte Grundrisse',
      'Interne Markenvorlagen',
      'Schallschutz',
      'Brandschutz',
      'Außenanlagen',
      'Fertigstellungstermin',
    ])
      expect(
        german.some((text) => text.replaceAll('\u00a0', ' ').includes(phrase)),
        phrase,
      ).toBe(true);
  });

  it('uses one term for the 99 %: "bewohnt"', () => {
    const occupancy = messages('de').filter(({ id }) => /homes occupied/.test(id));
    expect(occupancy.length).toBeGreaterThanOrEqual(3);
    for (const { text } of occupancy) expect(text).toContain('bewohnt');
  });
});
