/**
 * The estimated monthly Hausgeld of an apartment, where the client has supplied one
 * (`hausgeldEstimates` in client-facts.ts); undefined otherwise, and never made up.
 */
import { clientFacts } from './client-facts';

export function hausgeldEstimate(
  weNr: string,
  estimates: Readonly<Record<string, number>> | undefined = clientFacts.hausgeldEstimates,
): number | undefined {
  const amount = estimates?.[weNr];
  return amount !== undefined && Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}
