/**
 * CLIENT-TO-CONFIRM: every fact the site must state but the spec does not give, in this one place.
 *
 * Until the client supplies a value in `clientFacts`, the pages show the fact as a visibly marked field
 * ("[to be completed: …]" / "[noch zu ergänzen: …]"; a statement: "[to be confirmed: …]"), never a
 * made-up value, and structured data and Open Graph leave it out. A fact marked `null` where the type allows it is one the client has
 * confirmed does not exist (e.g. no VAT ID yet): its line is left out.
 *
 * A build for the hosted site fails while a required fact is missing; a local build lists them as a
 * warning (`missingClientFacts`, vite/backend-mode-plugin.ts). Plain data, no translations: the
 * Vite config loads this file.
 */

/** WGS 84. */
export interface GeoPosition {
  latitude: number;
  longitude: number;
}

/** The conditions of the early-bird discount: a deadline, a quota, or both. */
export interface EarlyBirdTerms {
  /** ISO date: purchase contracts notarised on or before this day. */
  until?: string;
  /** Only the first n purchase contracts. */
  firstContracts?: number;
}

/** How the "15 minutes to the S+U station" are travelled. */
export type TransitMode = 'walk' | 'bike' | 'bus';

/** The station the project's "15 minutes to the S+U station" means, and how one gets there. */
export interface TransitRoute {
  /** The station's name, e.g. "S+U Pankow". */
  station: string;
  mode: TransitMode;
}

/** A claim whose precision is a client fact: the occupancy figure's source, the S+U station's route. */
export type ClaimNoteName = 'occupancySource' | 'transitRoute';

/**
 * Statements about the company's own practice that only the client can vouch for: true once the client
 * confirms the statement, false if it is not true (the site then leaves it out).
 */
export interface ClientStatements {
  /** Privacy policy: contracts under Art. 28 GDPR are signed with the hosting provider and every processor. */
  processingAgreementsConcluded: boolean;
  /** Privacy policy: enquiries classified as spam are checked once a day before they are deleted. */
  spamCheckedDaily: boolean;
  /** Team page: every project is fully financed before construction starts. */
  financedBeforeConstruction: boolean;
}

export type ClientStatementName = keyof ClientStatements;

export interface ClientFacts extends ClientStatements {
  /** Name and legal form as registered, e.g. "… GmbH". */
  legalName: string;
  /** Street and house number of the seat; the spec gives only the town (Schönefeld). */
  street: string;
  /** The e-mail address for enquiries (spec: "{email}"). */
  email: string;
  registerCourt: string;
  /** e.g. "HRB 12345 CB". */
  registerNumber: string;
  managingDirectors: string;
  /** null: no telephone number is given (the e-mail address and the form are the contact). */
  phone: string | null;
  /** null: the company has no VAT identification number. */
  vatId: string | null;
  /** Wirtschafts-Identifikationsnummer (§ 139c AO); null: none allocated yet. */
  economicId: string | null;
  /** The authority that granted the permission under § 34c GewO and supervises it, with its address. */
  tradePermissionAuthority: string;
  /** § 18 (2) MStV. */
  contentResponsiblePerson: string;
  /** null: no data protection officer has been appointed (none is required). */
  dataProtectionOfficer: string | null;
  hostingProvider: string;
  logRetention: string;
  supabaseRegion: string;
  emailDeliveryService: string;
  /** Energy certificate (§ 87 GEG): the heating's main energy source. */
  mainEnergySource: string;
  /** The two co-founders (spec: "keys {name} and {name}"). */
  architectName: string;
  financeDirectorName: string;
  /** The source and date of "about 99 % of Berlin homes occupied", e.g. "Zensus 2022". */
  occupancySource: string;
  /** Which S+U station the "15 minutes" reach, on foot, by bike or by bus. */
  transitRoute: TransitRoute;
  earlyBirdDiscountTerms: EarlyBirdTerms;
  /** The project's position, for search engines' structured data only. */
  projectGeo: GeoPosition;
  /**
   * The longest the sales team takes to answer an enquiry, in working days. The contact form's
   * confirmation promises it once known; until then it says "as soon as possible".
   */
  replyWithinWorkingDays: number;
  /**
   * The estimated monthly Hausgeld of each apartment in whole euros, by unit code, including the
   * maintenance reserve. Optional: where given, the repayment example adds it as its own line; where
   * not, it says the Hausgeld is not included.
   */
  hausgeldEstimates: Readonly<Record<string, number>>;
}

export type ClientFactName = keyof ClientFacts;

/** The facts a page states as text (a name, an address, a number). */
export type TextFactName = {
  [Name in ClientFactName]: ClientFacts[Name] extends string | null ? Name : never;
}[ClientFactName];

/** The client facts supplied so far, e.g. `phone: '+49 30 …'`. */
export const clientFacts: Readonly<Partial<ClientFacts>> = {};

/**
 * The facts a hosted build needs, and why. Every fact a public page shows as a marked field is
 * required: the site must not go live with "[to be completed: …]" on it. Optional are only the facts
 * the site leaves out while they are unknown: the project's position (no geo in the JSON-LD), the
 * past projects' sizes (not shown; `sizeSqm` in past-projects.ts) and the Hausgeld estimates (the
 * repayment example then names the Hausgeld among what it leaves out).
 */
export const REQUIRED_CLIENT_FACTS: Readonly<
  Record<Exclude<ClientFactName, 'projectGeo' | 'replyWithinWorkingDays' | 'hausgeldEstimates'>, string>
> = {
  legalName: 'Impressum (§ 5 (1) no. 1 DDG) and privacy policy (Art. 13 (1)(a) GDPR): name and legal form',
  street: 'Impressum (§ 5 (1) no. 1 DDG): an address for service; privacy policy: the controller',
  email: 'Impressum (§ 5 (1) no. 2 DDG) and every contact link; the site uses its own domain until then',
  registerCourt: 'Impressum (§ 5 (1) no. 4 DDG)',
  registerNumber: 'Impressum (§ 5 (1) no. 4 DDG)',
  managingDirectors: 'Impressum (§ 5 (1) no. 1 DDG): the authorised representatives of a GmbH',
  phone: 'Impressum and privacy policy show it (or null: no telephone number is given)',
  vatId: 'Impressum (§ 5 (1) no. 6 DDG): the number, or null if the company has none',
  economicId: 'Impressum (§ 5 (1) no. 6 DDG): the Wirtschafts-ID, or null if none is allocated',
  tradePermissionAuthority: 'Impressum (§ 5 (1) no. 3 DDG): the authority of the § 34c GewO permission',
  contentResponsiblePerson: 'Impressum (§ 18 (2) MStV)',
  dataProtectionOfficer: 'Privacy policy (Art. 13 (1)(b) GDPR): the officer, or null if none is appointed',
  hostingProvider: 'Privacy policy (Art. 13 (1)(e) GDPR): recipient of the server log files',
  logRetention: 'Privacy policy (Art. 13 (2)(a) GDPR): how long the log files are kept',
  supabaseRegion: 'Privacy policy (Art. 13 (1)(f) GDPR): where the enquiries are stored',
  emailDeliveryService: 'Privacy policy (Art. 13 (1)(e) GDPR): recipient of the enquiries',
  mainEnergySource: 'Energy certificate facts in a property advertisement (§ 87 (1) no. 4 GEG)',
  architectName: 'Team page and home page: the co-founder’s name',
  financeDirectorName: 'Team page and home page: the co-founder’s name',
  occupancySource: 'Home, project and teaser pages: the source and date of "about 99 % occupied" (§ 5 UWG)',
  transitRoute: 'Every "15 min to the S+U station": the station and whether on foot, by bike or by bus',
  processingAgreementsConcluded:
    'Privacy policy: the statement that data processing agreements (Art. 28 GDPR) are concluded',
  spamCheckedDaily: 'Privacy policy: the statement that spam-classified enquiries are checked daily',
  financedBeforeConstruction: 'Team page: the statement that every project is financed before construction',
  earlyBirdDiscountTerms:
    'Conditions of the discount (§ 6 (1) no. 3 DDG, § 5a UWG): a deadline (until) or a quota (firstContracts)',
};

function isSupplied<Name extends ClientFactName>(name: Name, facts: Partial<ClientFacts>): boolean {
  const value = facts[name];
  if (value === undefined) return false;
  if (name === 'earlyBirdDiscountTerms') {
    const terms = value as EarlyBirdTerms;
    return terms.until !== undefined || terms.firstContracts !== undefined;
  }
  if (name === 'transitRoute') return (value as TransitRoute).station.trim() !== '';
  return typeof value !== 'string' || value.trim() !== '';
}

/** The required facts the client has not supplied yet, with why each is needed. */
export function missingClientFacts(
  facts: Partial<ClientFacts> = clientFacts,
): { name: ClientFactName; why: string }[] {
  return Object.entries(REQUIRED_CLIENT_FACTS)
    .filter(([name]) => !isSupplied(name as ClientFactName, facts))
    .map(([name, why]) => ({ name: name as ClientFactName, why }));
}
