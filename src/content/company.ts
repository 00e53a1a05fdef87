/**
 * The developer company. The spec withholds its name, street and e-mail address: they are client facts
 * (`client-facts.ts`, CLIENT-TO-CONFIRM), shown as marked fields until the client supplies them. Pages
 * render them with `<CompanyName />` and `<CompanyStreetAddress />` (src/components/missing-field/).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { clientFacts } from './client-facts';

/** What a marked field names, in the words of `[to be completed: …]`. */
export const COMPANY_FACT_LABELS = {
  legalName: msg`company name and legal form`,
  street: msg`street and house number`,
  email: msg`e-mail address`,
} satisfies Record<string, MessageDescriptor>;

/** The marked field's words (the same message as `MissingField`'s). */
const MISSING_FACT = msg`[to be completed: {label}]`;

/** A fact still to be supplied, as plain text: "[to be completed: street and house number]". */
export function missingFactText(label: MessageDescriptor): string {
  const marked: MessageDescriptor = { ...MISSING_FACT, values: { label: i18n._(label) } };
  return i18n._(marked);
}

export const company = {
  brandName: 'Grabbeallee 68',
  /**
   * CLIENT-TO-CONFIRM (`clientFacts.email`): until the client names the address, pages show a marked
   * field (`<CompanyEmail />`) and no mailto link; the contact form is the way to reach the sales team.
   */
  email: clientFacts.email,
  /** The spec names "one street address in Schönefeld": the town is known, the street is a client fact. */
  address: {
    postalCode: '12529',
    city: 'Schönefeld',
    country: 'Deutschland',
  },
};

/**
 * The company's street address as one line of text: the street (or the marked text until it is
 * confirmed), postal code and town. Pages render `<CompanyStreetAddress />`, which marks the field.
 */
export function formatAddress(address: typeof company.address = company.address): string {
  const street = clientFacts.street ?? missingFactText(COMPANY_FACT_LABELS.street);
  return `${street}, ${address.postalCode} ${address.city}`;
}

export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
