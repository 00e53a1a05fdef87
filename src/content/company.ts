/**
 * The developer company. The spec withholds the names, the e-mail address and the street: every
 * value marked CLIENT-TO-CONFIRM is a stand-in kept in this one place so that the client can
 * replace it (see README, "Content the client must confirm").
 */
export const company = {
  /** CLIENT-TO-CONFIRM: legal name as registered. */
  legalName: 'Grabbeallee 68 Projektentwicklung GmbH',
  brandName: 'Grabbeallee 68',
  /** CLIENT-TO-CONFIRM: the public sales address (spec: {email}). */
  email: 'info@grabbeallee68.de',
  /** CLIENT-TO-CONFIRM: the spec names only "one street address in Schönefeld". */
  address: {
    street: 'Musterstraße 1',
    postalCode: '12529',
    city: 'Schönefeld',
    country: 'Deutschland',
  },
  /** CLIENT-TO-CONFIRM: register, managing directors and VAT ID are not in the spec. */
  register: {
    court: 'Amtsgericht Cottbus',
    number: 'HRB [Nummer eintragen]',
    vatId: 'DE [USt-IdNr. eintragen]',
    managingDirectors: '[Geschäftsführung eintragen]',
  },
} as const;

export function formatAddress(address: typeof company.address = company.address): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}

export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
