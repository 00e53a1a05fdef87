/**
 * The early-bird discount in one place: its rate (spec: 6 %) and its conditions. A price reduction must
 * state the conditions for claiming it clearly (§ 6 (1) no. 3 DDG, § 5a UWG), beside every discounted
 * total and on the price list. The conditions, a deadline, a quota or both, are a client fact
 * (`earlyBirdDiscountTerms` in client-facts.ts): until supplied, the pages show a marked field.
 */
import { clientFacts, type EarlyBirdTerms } from './client-facts';
import { project } from './project';

export const earlyBirdDiscount: { percent: number; terms: EarlyBirdTerms | undefined } = {
  percent: project.earlyBirdDiscountPercent,
  terms: clientFacts.earlyBirdDiscountTerms,
};
