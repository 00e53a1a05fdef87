/**
 * The statutory and environmental wording on the pages as the server sends them (both languages, every
 * prerendered page): no generic environmental claim, no "Bauabschnitt", no notary confirming each instalment, no
 * overstated protection; the project page says the protections are statutory, and the energy
 * efficiency class is marked as planned where the home and project pages state it.
 */
import { expect, test } from '@playwright/test';

import { PAGE_PATHS } from '../../src/site-map/pages';
import { LANGUAGES, pathIn } from './site-pages';

const STRUCK = [
  /nachhaltig/i,
  /sustainab/i,
  /green living/i,
  /Bauabschnitt/,
  /Fälligkeit bestätigt das Notariat/,
  /notary confirms when they are due/,
  /Ihr Kauf ist abgesichert|Käuferschutz|Your purchase is protected/,
  /KfW/,
  /Festpreis|fixed price/i,
];

/** The page's text as a reader gets it: no tags, no scripts, one space for any run of spaces. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

test('no page of either language states a struck phrase', async ({ request }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const path of PAGE_PATHS.flatMap((page) => LANGUAGES.map((language) => pathIn(language, page)))) {
    const response = await request.get(path);
    if (!response.ok()) continue;
    const html = await response.text();
    // The head too: title, meta description and JSON-LD are what search results show.
    const text = `${visibleText(html)} ${html.slice(0, html.indexOf('</head>'))}`;
    for (const phrase of STRUCK) if (phrase.test(text)) found.push(`${path}: ${String(phrase)}`);
  }
  expect(found).toEqual([]);
});

const PROJECT = {
  en: {
    statutory: 'Required by law for every purchase from a developer',
    notary:
      'The first instalment falls due only once the notary confirms that the prerequisites of § 3 (1) MaBV are met',
    stage: 'Each further instalment falls due only when its stage of construction is reached',
    caption: 'Maximum instalment for each stage of construction (§ 3 (2) MaBV)',
    energy: 'Efficiency House 55 · energy efficiency class A (planned)',
  },
  de: {
    statutory: 'Gesetzlich vorgeschrieben – wie bei jedem Kauf vom Bauträger',
    notary:
      'Die erste Rate wird erst fällig, wenn das Notariat bestätigt, dass die Voraussetzungen nach § 3 Abs. 1 MaBV vorliegen',
    stage: 'Jede weitere Rate wird erst fällig, wenn der jeweilige Bautenstand erreicht ist',
    caption: 'Höchstzulässige Rate je Bautenstand (§ 3 Abs. 2 MaBV)',
    energy: 'Effizienzhaus 55 · Energieeffizienzklasse A (geplant)',
  },
} as const;

for (const language of LANGUAGES) {
  test(`the project page says what the law requires of every developer (${language})`, async ({
    request,
  }) => {
    const text = visibleText(await (await request.get(pathIn(language, '/projects/grabbeallee-68'))).text());
    for (const phrase of Object.values(PROJECT[language])) expect(text).toContain(phrase);
  });

  test(`the home page marks the efficiency class as planned (${language})`, async ({ request }) => {
    const html = await (await request.get(pathIn(language, '/'))).text();
    const text = visibleText(html);
    expect(text).toContain(PROJECT[language].energy);
    expect(text).toContain(
      language === 'en' ? 'Energy efficiency class A (planned)' : 'Energieeffizienzklasse A (geplant)',
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain(
      language === 'en' ? 'Energy efficiency class A (planned)' : 'Energieeffizienzklasse A (geplant)',
    );
  });
}

test('/de/teaser is the English teaser: English content, canonical /teaser, not indexed', async ({
  request,
}) => {
  const html = await (await request.get('/de/teaser')).text();
  expect(html).toMatch(/<main[\s\S]*<div lang="en"/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/teaser"/);
  expect(html).not.toMatch(/<link rel="canonical" href="[^"]*\/de\/teaser"/);
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
});
