/**
 * A number and its unit never part at a line break: every prerendered page of both languages,
 * visible text, attributes a reader hears or sees (alt, aria-label, title, meta content) and structured
 * data, has a non-breaking space between a number and %, m², €, km, min, kWh, MB, after a sign and
 * after §, Abs. and Art.
 */
import { expect, test } from '@playwright/test';

import { PAGE_PATHS } from '../../src/site-map/pages';
import { UNIT_PAGE_PATHS } from '../../src/site-map/unit-pages';
import { LANGUAGES, pathIn } from './site-pages';

/** A digit (or a closing bracket of a figure), an ordinary space, then a unit; a sign, §, Abs. or Art. and a space. */
const BREAKABLE =
  /[\d)] (?:%|m²|m2\b|€|EUR\b|km\b|min\b|Min\.|Minuten\b|minutes?\b|kWh\b|Uhr\b|MB\b)|(?:^|\s)[−+] \d|§§? \d|\b(?:Abs|Art)\. \d/;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** What a reader meets: text between tags and the readable attributes, with entities decoded. */
function readableParts(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title|content)="([^"]*)"/g)].map((m) => m[1]!);
  // React's <!-- --> between a number and its unit's text is no break for a reader.
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '\n')
    .replace(/<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, '\n')
    .split(/<[^>]+>/);
  return [...text, ...attributes].map((part) =>
    part.replace(/&nbsp;/g, '\u00a0').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!),
  );
}

test('no number is parted from its unit by an ordinary space on any page', async ({ request }) => {
  const found = new Set<string>();
  for (const language of LANGUAGES) {
    for (const path of [...PAGE_PATHS, ...UNIT_PAGE_PATHS]) {
      const url = pathIn(language, path);
      const response = await request.get(url);
      expect(response.ok(), url).toBe(true);
      for (const part of readableParts(await response.text())) {
        const match = BREAKABLE.exec(part);
        if (match)
          found.add(`${language}: "${part.slice(Math.max(0, match.index - 30), match.index + 20).trim()}"`);
      }
    }
  }
  expect([...found]).toEqual([]);
});
