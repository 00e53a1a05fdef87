import { Trans, useLingui } from '@lingui/react/macro';

import { MissingField } from '@/components/missing-field/missing-field';
import { earlyBirdDiscount } from '@/content/early-bird-discount';
import { dayLabel } from '@/content/project-dates';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * The early-bird discount with its conditions, as one sentence (src/content/early-bird-discount.ts).
 * Shown beside the figures it discounts; the conditions are a marked field until the client names them.
 */
export function DiscountTerms() {
  const { t } = useLingui();
  const locale = useLocale();
  const { percent, terms } = earlyBirdDiscount;
  const until = terms?.until === undefined ? undefined : dayLabel(terms.until, locale);
  const quota = terms?.firstContracts;
  if (until !== undefined && quota !== undefined)
    return t`Early-bird discount of ${percent}% on the purchase price for the first ${quota} purchase contracts notarised by ${until}.`;
  if (until !== undefined)
    return t`Early-bird discount of ${percent}% on the purchase price for purchase contracts notarised by ${until}.`;
  if (quota !== undefined)
    return t`Early-bird discount of ${percent}% on the purchase price for the first ${quota} purchase contracts.`;
  return (
    <Trans>
      Early-bird discount of {percent}% on the purchase price.{' '}
      <span data-missing-part="">
        Conditions:{' '}
        <MissingField label={t`deadline or quota of the early-bird discount`} fact="earlyBirdDiscountTerms" />
      </span>
    </Trans>
  );
}
