import { useLingui } from '@lingui/react/macro';

/** The one name of the purchase total with buying costs, everywhere it is stated. */
export function useTotalCostLabel(): string {
  const { t } = useLingui();
  return t`Total cost incl. buying costs (estimated)`;
}
