import { useLingui } from '@lingui/react/macro';

/** The month the privacy policy was last revised ("Stand"). Update it with every change to the text. */
export const PRIVACY_POLICY_AS_OF = new Date(2026, 10, 30);

/** The revision month in the active language, e.g. "November 2026". */
export function useFormattedAsOf(): string {
  const { i18n } = useLingui();
  return i18n.date(PRIVACY_POLICY_AS_OF, { month: 'long', year: 'numeric' });
}
