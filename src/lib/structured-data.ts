/**
 * Structured data (schema.org JSON-LD) of the pages: the developer as an organisation, the residence with
 * its address and position, the offer with the price range, and each page's breadcrumbs. Built from the
 * content modules, so the facts are the ones the pages state.
 */
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { company } from '@/content/company';
import { PROJECT_ID, project } from '@/content/project';

import { localizePath, type Locale } from './i18n/locale';
import { absoluteUrl, SITE_ORIGIN } from './site';

type JsonLdNode = Record<string, unknown>;

const ORGANIZATION_ID = `${SITE_ORIGIN}/#organization`;
const RESIDENCE_ID = `${SITE_ORIGIN}/#residence`;
export const PROJECT_PATH = `/projects/${PROJECT_ID}`;

export function organizationNode(): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: company.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/brand/logo.png'),
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: 'DE',
    },
  };
}

/** The residence and its offer: 56 apartments, priced as the units are (lowest to highest unit price). */
export function residenceNodes(locale: Locale): JsonLdNode[] {
  const url = absoluteUrl(localizePath(PROJECT_PATH, locale));
  return [
    {
      '@type': 'ApartmentComplex',
      '@id': RESIDENCE_ID,
      name: project.name,
      url,
      numberOfAccommodationUnits: project.residentialUnits,
      address: {
        '@type': 'PostalAddress',
        streetAddress: project.address,
        postalCode: project.postalCode,
        addressLocality: project.city,
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', ...project.geo },
    },
    {
      '@type': 'AggregateOffer',
      url,
      priceCurrency: 'EUR',
      lowPrice: project.price.min,
      highPrice: project.price.max,
      offerCount: project.residentialUnits,
      itemOffered: { '@id': RESIDENCE_ID },
      seller: { '@id': ORGANIZATION_ID },
    },
  ];
}

/** Breadcrumb names of the pages below home, by path without language prefix. */
const BREADCRUMBS: Record<string, { path: string; name: MessageDescriptor | string }[]> = {
  [PROJECT_PATH]: [
    { path: '/projects', name: msg`Projects` },
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
  const items = [{ path: '/', name: msg`Home` }, ...trail];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: typeof item.name === 'string' ? item.name : i18n._(item.name),
      item: absoluteUrl(localizePath(item.path, locale)),
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
