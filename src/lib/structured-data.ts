/**
 * Structured data (schema.org JSON-LD) of the pages: the developer as an organisation, the residence with
 * its address and position, the offer with the price range, and each page's breadcrumbs. Built from the
 * content modules, so the facts are the ones the pages state; a client fact still to be confirmed
 * (client-facts.ts) is left out, never stated with a stand-in.
 */
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { clientFacts } from '@/content/client-facts';
import { company } from '@/content/company';
import { PROJECT_ID, project } from '@/content/project';

import { localizePath, type Locale } from './i18n/locale';
import { absoluteUrl, SITE_ORIGIN } from './site';

type JsonLdNode = Record<string, unknown>;

export const ORGANIZATION_ID = `${SITE_ORIGIN}/#organization`;
export const RESIDENCE_ID = `${SITE_ORIGIN}/#residence`;
export const PROJECT_PATH = `/projects/${PROJECT_ID}`;

/**
 * The developer: its legal name, e-mail and street address once the client has confirmed them; until
 * then the name the site goes by (the brand) and no contact facts.
 */
export function organizationNode(): JsonLdNode {
  const { legalName, email, street } = clientFacts;
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: legalName ?? company.brandName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/brand/logo.png'),
    ...(email === undefined ? {} : { email }),
    ...(street === undefined
      ? {}
      : {
          address: {
            '@type': 'PostalAddress',
            streetAddress: street,
            postalCode: company.address.postalCode,
            addressLocality: company.address.city,
            addressCountry: 'DE',
          },
        }),
  };
}

/** The project's postal address. */
export function projectAddressNode(): JsonLdNode {
  return {
    '@type': 'PostalAddress',
    streetAddress: project.address,
    postalCode: project.postalCode,
    addressLocality: project.city,
    addressCountry: 'DE',
  };
}

/**
 * The residence and its offer: its apartments, priced as the units are (lowest to highest unit price).
 * No `offerCount`: it would be the units not sold, and which are sold is known only live (the
 * apartments table), not when the pages are prerendered; a count fixed at build time would go stale
 * with the first sale. No `geo` until the client confirms the position.
 */
export function residenceNodes(locale: Locale): JsonLdNode[] {
  const url = absoluteUrl(localizePath(PROJECT_PATH, locale));
  return [
    {
      '@type': 'ApartmentComplex',
      '@id': RESIDENCE_ID,
      name: project.name,
      url,
      numberOfAccommodationUnits: project.residentialUnits,
      address: projectAddressNode(),
      ...(clientFacts.projectGeo ? { geo: { '@type': 'GeoCoordinates', ...clientFacts.projectGeo } } : {}),
    },
    {
      '@type': 'AggregateOffer',
      url,
      priceCurrency: 'EUR',
      lowPrice: project.price.min,
      highPrice: project.price.max,
      itemOffered: { '@id': RESIDENCE_ID },
      seller: { '@id': ORGANIZATION_ID },
    },
  ];
}

interface Crumb {
  path: string;
  /** A section of the page, e.g. 'projects' for the home page's projects. */
  fragment?: string;
  name: MessageDescriptor | string;
}

/**
 * Breadcrumb names of the pages below home, by path without language prefix. "Projects" is the home
 * page's projects section: /projects shows the home page and is canonical to it, so the crumb names
 * the canonical URL, not the duplicate.
 */
const BREADCRUMBS: Record<string, Crumb[]> = {
  [PROJECT_PATH]: [
    { path: '/', fragment: 'projects', name: msg`Projects` },
    { path: PROJECT_PATH, name: project.name },
  ],
  '/teaser': [{ path: '/teaser', name: project.name }],
  '/team': [{ path: '/team', name: msg`Team` }],
  '/past-projects': [{ path: '/past-projects', name: msg`Past projects` }],
  '/impressum': [{ path: '/impressum', name: msg`Legal notice` }],
  '/datenschutz': [{ path: '/datenschutz', name: msg`Privacy policy` }],
};

export function breadcrumbNode(bare: string, locale: Locale): JsonLdNode | undefined {
  const trail = BREADCRUMBS[bare];
  if (!trail) return undefined;
  const items: Crumb[] = [{ path: '/', name: msg`Home` }, ...trail];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: typeof item.name === 'string' ? item.name : i18n._(item.name),
      item: `${absoluteUrl(localizePath(item.path, locale))}${item.fragment ? `#${item.fragment}` : ''}`,
    })),
  };
}

/** All JSON-LD of one page, as one graph. */
export function structuredData(bare: string, locale: Locale): JsonLdNode {
  const showsProject = bare === '/' || bare === '/projects' || bare === PROJECT_PATH || bare === '/teaser';
  const breadcrumbs = breadcrumbNode(bare, locale);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organizationNode(),
      ...(showsProject ? residenceNodes(locale) : []),
      ...(breadcrumbs ? [breadcrumbs] : []),
    ],
  };
}
