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
  /**
   * The register court follows from the seat: companies in Schönefeld (Landkreis Dahme-Spreewald) are
   * registered at the Amtsgericht Cottbus. CLIENT-TO-CONFIRM together with the address.
   */
  registerCourt: 'Amtsgericht Cottbus',
  /**
   * CLIENT-TO-CONFIRM: the longest the sales team takes to answer an enquiry, in working days; the
   * contact form's confirmation promises it.
   */
  replyWithinWorkingDays: 2,
} as const;

/**
 * CLIENT-TO-CONFIRM: every fact the site must state but the spec does not give, listed once here.
 * Until the client supplies a value in `clientFacts`, the pages show the fact as a visibly marked field
 * ("[to be completed: …]"), never a made-up value.
 */
export type ClientFactName =
  /** Impressum (§ 5 DDG) and privacy policy. */
  | 'managingDirectors'
  | 'phone'
  | 'registerNumber'
  | 'vatId'
  /** The authority that granted the developer permission under § 34c GewO and supervises it. */
  | 'tradePermissionAuthority'
  /** § 18 (2) MStV. */
  | 'contentResponsiblePerson'
  /** Privacy policy. */
  | 'dataProtectionOfficer'
  | 'hostingProvider'
  | 'logRetention'
  | 'supabaseRegion'
  | 'emailDeliveryService'
  /** Energy certificate (§ 87 GEG): the heating's main energy source. */
  | 'mainEnergySource';

/** The client facts supplied so far, e.g. `phone: '+49 30 …'`. */
export const clientFacts: Readonly<Partial<Record<ClientFactName, string>>> = {};

export function formatAddress(address: typeof company.address = company.address): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}

export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
