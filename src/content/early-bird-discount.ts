/**
 * The early-bird discount in one place: its rate (spec: 6 %) and its conditions. A price reduction must
 * state the conditions for claiming it clearly (§ 6 (1) no. 3 DDG, § 5a UWG), beside every discounted
 * total and on the price list. The conditions, a deadline, a quota or both, are a client fact
 * (`earlyBirdDiscountTerms` in client-facts.ts): until supplied, the pages show a marked field, and no
 * figure is worked out with the discount (`confirmed`).
 */
import { clientFacts, type EarlyBirdTerms } from './client-facts';
import { project } from './project';

const terms = clientFacts.earlyBirdDiscountTerms;

export const earlyBirdDiscount: {
  percent: number;
  terms: EarlyBirdTerms | undefined;
  /** The conditions are confirmed facts: only then do cost figures show the discount, as its own line. */
  confirmed: boolean;
} = {
  percent: project.earlyBirdDiscountPercent,
  terms,
  confirmed: terms?.until !== undefined || terms?.firstContracts !== undefined,
};
