import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

import { project } from '@/content/project';
import { type Unit } from '@/content/units';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { formatArea, formatEuro } from '@/lib/i18n/use-formatters';
import { absoluteUrl } from '@/lib/site';
import {
  breadcrumbNode,
  ORGANIZATION_ID,
  projectAddressNode,
  RESIDENCE_ID,
  structuredData,
} from '@/lib/structured-data';
import { PROJECT_PATH, unitPagePath } from '@/site-map/unit-pages';

import { FLOOR_LABELS } from '../model/unit-labels';
import { statusTone } from '../model/unit-status';

type JsonLdNode = Record<string, unknown>;

/**
 * schema.org availability of a unit's offer from its sales status: available → InStock, reserved or on
 * hold → LimitedAvailability, sold → SoldOut; undefined for a status that is not known (or none).
 */
export function offerAvailability(status: string | undefined): string | undefined {
  if (status === undefined) return undefined;
  const availability = {
    available: 'InStock',
    reserved: 'LimitedAvailability',
    hold: 'LimitedAvailability',
    sold: 'SoldOut',
    neutral: undefined,
  }[statusTone(status)];
  return availability && `https://schema.org/${availability}`;
}

/**
 * The site's JSON-LD for the page: the apartment (rooms, living area, floor, in the residence), its
 * offer at the unit's exact price, and breadcrumbs (the project's trail, then the apartment).
 */
function unitPageJsonLd(unit: Unit, locale: Locale, status: string | undefined): JsonLdNode {
  const path = unitPagePath(unit.weNr);
  const url = absoluteUrl(localizePath(path, locale));
  const apartmentId = `${url}#apartment`;
  const name = t`Apartment ${unit.weNr}`;
  const site = structuredData(path, locale) as { '@graph': JsonLdNode[] };
  const trail = (breadcrumbNode(PROJECT_PATH, locale)?.itemListElement ?? []) as JsonLdNode[];
  const crumb = { '@type': 'ListItem', position: trail.length + 1, name, item: url };
  const availability = offerAvailability(status);
  return {
    ...site,
    '@graph': [
      ...site['@graph'],
      {
        '@type': 'Apartment',
        '@id': apartmentId,
        name,
        url,
        numberOfRooms: unit.rooms,
        floorSize: { '@type': 'QuantitativeValue', value: unit.livingArea, unitCode: 'MTK' },
        floorLevel: i18n._(FLOOR_LABELS[unit.floor]!),
        address: projectAddressNode(),
        containedInPlace: { '@id': RESIDENCE_ID },
      },
      {
        '@type': 'Offer',
        url,
        price: unit.price,
        priceCurrency: 'EUR',
        ...(availability ? { availability } : {}),
        itemOffered: { '@id': apartmentId },
        seller: { '@id': ORGANIZATION_ID },
      },
      { '@type': 'BreadcrumbList', itemListElement: [...trail, crumb] },
    ],
  };
}

/**
 * Title, description and JSON-LD of a unit's page, in the active language (the project catalog is
 * loaded). Computed by the route's loader, so none of it is in the code every page loads. The pages are
 * prerendered, and which units are sold is known only live (the apartments table, read in the browser):
 * without a `status` the offer states no availability rather than one that goes stale.
 */
export function unitPageHead(
  unit: Unit,
  locale: Locale,
  status?: string,
): { title: string; description: string; jsonLd: JsonLdNode } {
  const { name } = project;
  const area = formatArea(unit.livingArea, locale);
  const price = formatEuro(unit.price, locale);
  const floor = i18n._(FLOOR_LABELS[unit.floor]!);
  return {
    title: t`Apartment ${unit.weNr}: ${unit.rooms} rooms, ${area} – ${name}`,
    description: t`Apartment ${unit.weNr} at ${name}, Berlin-Pankow: ${unit.rooms} rooms, ${area}, ${floor}, building ${unit.building}, ${price}. Floor plan, buying costs, energy and availability.`,
    jsonLd: unitPageJsonLd(unit, locale, status),
  };
}

/** The name of a unit's page when it is shared or shown as a QR code. */
export function unitPageName(unit: Unit): string {
  return t`Apartment ${unit.weNr} – ${project.name}`;
}
