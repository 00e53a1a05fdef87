import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

import { displayPrice } from '@/content/display-price';
import { project } from '@/content/project';
import { type Unit } from '@/content/units';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { formatEuro, formatNumber } from '@/lib/i18n/use-formatters';
import { absoluteUrl } from '@/lib/site';
import { breadcrumbNode, structuredData } from '@/lib/structured-data';
import { PROJECT_PATH, unitPagePath } from '@/site-map/unit-pages';

import { FLOOR_LABELS } from '../model/unit-labels';

type JsonLdNode = Record<string, unknown>;

/** The site's JSON-LD for the page, with breadcrumbs: the project's trail, then the apartment. */
function unitPageJsonLd(unit: Unit, locale: Locale): JsonLdNode {
  const path = unitPagePath(unit.weNr);
  const site = structuredData(path, locale) as { '@graph': JsonLdNode[] };
  const trail = (breadcrumbNode(PROJECT_PATH, locale)?.itemListElement ?? []) as JsonLdNode[];
  const apartment = {
    '@type': 'ListItem',
    position: trail.length + 1,
    name: t`Apartment ${unit.weNr}`,
    item: absoluteUrl(localizePath(path, locale)),
  };
  return {
    ...site,
    '@graph': [...site['@graph'], { '@type': 'BreadcrumbList', itemListElement: [...trail, apartment] }],
  };
}

/**
 * Title, description and JSON-LD of a unit's page, in the active language (the project catalog is
 * loaded). Computed by the route's loader, so none of it is in the code every page loads.
 */
export function unitPageHead(
  unit: Unit,
  locale: Locale,
): { title: string; description: string; jsonLd: JsonLdNode } {
  const { name } = project;
  const area = `${formatNumber(unit.livingArea, locale)} m²`;
  const price = formatEuro(displayPrice(unit.price), locale);
  const floor = i18n._(FLOOR_LABELS[unit.floor]!);
  return {
    title: t`Apartment ${unit.weNr}: ${unit.rooms} rooms, ${area} – ${name}`,
    description: t`Apartment ${unit.weNr} at ${name}, Berlin-Pankow: ${unit.rooms} rooms, ${area}, ${floor}, building ${unit.building}, ${price}. Floor plan, buying costs, energy and availability.`,
    jsonLd: unitPageJsonLd(unit, locale),
  };
}

/** The name of a unit's page when it is shared or shown as a QR code. */
export function unitPageName(unit: Unit): string {
  return t`Apartment ${unit.weNr} – ${project.name}`;
}
