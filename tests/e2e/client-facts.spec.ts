/**
 * Facts the client must confirm (src/content/client-facts.ts, CLIENT-TO-CONFIRM) never reach a page as if
 * they were real: read from every prerendered page of both languages as the server sends it, the former
 * stand-ins appear nowhere, structured data and Open Graph carry no unconfirmed fact and no marked text,
 * and the pages that must state a missing fact show it as the marked field.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

import { type ClientFactName, clientFacts } from '../../src/content/client-facts';
import { PAGE_PATHS } from '../../src/site-map/pages';
import { UNIT_PAGE_PATHS } from '../../src/site-map/unit-pages';
import { LANGUAGES, pathIn } from './site-pages';

/** The values the site once stated for facts the spec does not give. */
const FORMER_STAND_INS = [
  'info@grabbeallee68.de',
  'Projektentwicklung GmbH',
  'Musterstraße',
  'Amtsgericht Cottbus',
  'Thomas Berger',
  'Claudia Weiss',
  '52.5771',
  '13.3925',
];

const MARKED = /\[(?:to be completed|noch zu ergänzen|to be confirmed|noch zu bestätigen):/;

/** Where each missing fact must show as a marked field, by page. */
const MARKED_ON: Record<string, ClientFactName[]> = {
  '/impressum': [
    'email',
    'legalName',
    'street',
    'managingDirectors',
    'phone',
    'registerCourt',
    'registerNumber',
    'vatId',
    'economicId',
    'tradePermissionAuthority',
    'contentResponsiblePerson',
  ],
  '/datenschutz': [
    'legalName',
    'street',
    'managingDirectors',
    'dataProtectionOfficer',
    'hostingProvider',
    'logRetention',
    'supabaseRegion',
    'emailDeliveryService',
    'email',
    'processingAgreementsConcluded',
    'spamCheckedDaily',
  ],
  '/team': ['architectName', 'financeDirectorName', 'financedBeforeConstruction'],
  '/': ['architectName', 'financeDirectorName', 'email', 'occupancySource', 'transitRoute'],
  '/projects/grabbeallee-68': ['occupancySource', 'transitRoute'],
  '/teaser': ['transitRoute'],
};

const ALL_PAGES = [...PAGE_PATHS, ...UNIT_PAGE_PATHS].flatMap((path) =>
  LANGUAGES.map((language) => pathIn(language, path)),
);

function headOf(html: string): { jsonLd: string[]; meta: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]!),
    meta: [...head.matchAll(/<meta [^>]*>/g)].map((m) => m[0]),
  };
}

/** The pages' HTML, a few requests at a time. */
async function fetchAll(request: APIRequestContext, paths: string[]): Promise<[string, string][]> {
  const pages: [string, string][] = [];
  for (let start = 0; start < paths.length; start += 6) {
    const batch = paths.slice(start, start + 6);
    pages.push(
      ...(await Promise.all(
        batch.map(async (path) => [path, await (await request.get(path)).text()] as [string, string]),
      )),
    );
  }
  return pages;
}

test('no page states a former stand-in, and no head carries an unconfirmed fact', async ({ request }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const pages = await fetchAll(request, [...ALL_PAGES, '/__no-such-page__', '/de/__no-such-page__']);
  for (const [path, html] of pages) {
    for (const standIn of FORMER_STAND_INS) if (html.includes(standIn)) found.push(`${path}: ${standIn}`);
    const { jsonLd, meta } = headOf(html);
    for (const text of [...jsonLd, ...meta])
      if (MARKED.test(text)) found.push(`${path}: marked field in the head: ${text.slice(0, 80)}`);
    for (const data of jsonLd) {
      const graph = (JSON.parse(data) as { '@graph': Record<string, unknown>[] })['@graph'];
      const organization = graph.find((node) => node['@type'] === 'Organization');
      if (clientFacts.street === undefined && organization?.address)
        found.push(`${path}: organisation address`);
      if (clientFacts.email === undefined && organization?.email) found.push(`${path}: organisation e-mail`);
      if (clientFacts.legalName === undefined && organization?.name !== 'Grabbeallee 68')
        found.push(`${path}: organisation name ${String(organization?.name)}`);
      if (clientFacts.projectGeo === undefined && data.includes('GeoCoordinates')) found.push(`${path}: geo`);
    }
  }
  expect(found).toEqual([]);
});

for (const [path, facts] of Object.entries(MARKED_ON)) {
  for (const language of LANGUAGES) {
    const url = pathIn(language, path);
    test(`${url} shows every missing client fact it states as a marked field`, async ({ request }) => {
      const html = await (await request.get(url)).text();
      const marked = new Set(
        [...html.matchAll(/<mark [^>]*data-client-fact="(\w+)"[^>]*>([\s\S]*?)<\/mark>/g)]
          .filter((m) => MARKED.test(m[2]!.replace(/<!-- -->/g, '')))
          .map((m) => m[1]!),
      );
      const missing = facts.filter((fact) => clientFacts[fact] === undefined);
      expect(missing.filter((fact) => !marked.has(fact))).toEqual([]);
    });
  }
}
