import { useLingui } from '@lingui/react/macro';
import { NumberInput, SimpleGrid } from '@mantine/core';
// Only this form uses NumberInput: its styles come with it (src/styles/app.css has the site's).
import '@mantine/core/styles/NumberInput.css';

import { formatArea, formatEuro } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

import {
  SEARCH_MAX_PRICE,
  SEARCH_MIN_AREA,
  type LimitProblem,
  type SearchLimitInputs,
} from './search-limits';

/** How each language groups and separates digits, as the price list writes them. */
const SEPARATORS = {
  en: { thousandSeparator: ',', decimalSeparator: '.' },
  de: { thousandSeparator: '.', decimalSeparator: ',' },
} as const;

export type SearchLimitProblems = Partial<Record<keyof SearchLimitInputs, LimitProblem>>;

/** "Price up to" and "Living area from" of a search: both optional, empty means any. */
export function SearchLimitFields({
  id,
  values,
  problems,
  onChange,
}: {
  id: string;
  values: SearchLimitInputs;
  problems: SearchLimitProblems;
  onChange: (field: keyof SearchLimitInputs, value: number | string) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const lowestPrice = formatEuro(SEARCH_MAX_PRICE.min, locale);
  const highestPrice = formatEuro(SEARCH_MAX_PRICE.max, locale);
  const smallestArea = formatArea(SEARCH_MIN_AREA.min, locale);
  const largestArea = formatArea(SEARCH_MIN_AREA.max, locale);
  const priceError = {
    min: t`Please enter at least ${lowestPrice}, or leave it empty for any price.`,
    max: t`Please enter at most ${highestPrice}, or leave it empty for any price.`,
    format: t`Please enter whole euros.`,
  };
  const areaError = {
    min: t`Please enter at least ${smallestArea}, or leave it empty for any size.`,
    max: t`Please enter at most ${largestArea}, or leave it empty for any size.`,
    format: t`Please enter the area with at most two decimals.`,
  };
  return (
    <SimpleGrid cols={2} spacing="sm" data-search-limits="">
      <NumberInput
        id={`${id}-max-price`}
        label={t`Price up to (€)`}
        placeholder={t`Any price`}
        value={values.maxPrice}
        onChange={(value) => onChange('maxPrice', value)}
        error={problems.maxPrice && priceError[problems.maxPrice]}
        allowNegative={false}
        allowDecimal={false}
        clampBehavior="none"
        hideControls
        {...SEPARATORS[locale]}
      />
      <NumberInput
        id={`${id}-min-area`}
        label={t`Living area from (m²)`}
        placeholder={t`Any size`}
        value={values.minArea}
        onChange={(value) => onChange('minArea', value)}
        error={problems.minArea && areaError[problems.minArea]}
        allowNegative={false}
        decimalScale={SEARCH_MIN_AREA.fractionDigits}
        clampBehavior="none"
        hideControls
        {...SEPARATORS[locale]}
      />
    </SimpleGrid>
  );
}
