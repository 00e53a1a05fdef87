import { useLingui } from '@lingui/react/macro';
import { Anchor, NativeSelect, Text, TextInput } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { startTransition, useEffect, useId, useState } from 'react';

import { FINANCING_DEFAULTS, FINANCING_LIMITS, FIXED_YEAR_CHOICES } from '@/content/project-page/financing';
import type { Unit } from '@/content/units';
import type { Locale } from '@/lib/i18n/locale';
import { writeFixed } from '@/lib/i18n/number-format';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';

import { useTotalCostLabel } from '../components/use-total-cost-label';
import {
  FINANCING_KEYS,
  type FinancingSearch,
  parseTypedNumber,
  readFinancingSearch,
} from './financing-search';
import { defaultEquity, monthlyCost, termsFrom, type FinancingTerms } from './monthly-cost';
import classes from './monthly-cost-calculator.module.css';

/** Euros with cents: €1,046.06 (en) and 1.046,06 € (de). */
function euroCents(amount: number, locale: Locale): string {
  const body = writeFixed(amount, 2, locale);
  return locale === 'en' ? `€${body}` : `${body}\u00a0€`;
}

const NO_SEARCH: FinancingSearch = {};

/** The terms of the URL, applied once mounted: the prerendered HTML (and its hydration) has the defaults. */
function useFinancingSearch(): [FinancingSearch, (patch: Partial<FinancingSearch>) => void] {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const [applied, setApplied] = useState(false);
  useEffect(() => startTransition(() => setApplied(true)), []);
  const search = applied ? readFinancingSearch(raw) : NO_SEARCH;
  const update = (patch: Partial<FinancingSearch>) =>
    void navigate({
      to: '.',
      search: (old: Record<string, unknown>) => ({ ...old, ...patch }),
      replace: true,
      resetScroll: false,
    } as never);
  return [search, update];
}

interface NumberFieldProps {
  label: string;
  /** Undefined: the field is empty (no rate entered yet, or the equity of several apartments). */
  value: number | undefined;
  /** Shown while the field is empty. */
  placeholder?: string;
  description?: string;
  limits: { min: number; max: number };
  /** Decimals the field shows. */
  decimals: number;
  onValue: (value: number | undefined) => void;
  unit: string;
  name: string;
}

/** A number typed in the visitor's language; a valid one goes to the URL, another is explained. */
function NumberField({
  label,
  value,
  placeholder,
  description,
  limits,
  decimals,
  onValue,
  unit,
  name,
}: NumberFieldProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { number } = useFormatters();
  const shown =
    value === undefined
      ? ''
      : writeFixed(value, decimals, locale).replace(decimals > 0 ? /[.,]?0+$/ : /$^/, '');
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = draft === null ? value : draft.trim() === '' ? undefined : parseTypedNumber(draft, locale);
  const valid = parsed === undefined || (parsed !== null && parsed >= limits.min && parsed <= limits.max);
  const min = number(limits.min);
  const max = number(limits.max);
  const change = (text: string) => {
    setDraft(text);
    const next = text.trim() === '' ? undefined : parseTypedNumber(text, locale);
    if (next === undefined) onValue(undefined);
    else if (next !== null && next >= limits.min && next <= limits.max) onValue(next);
  };
  const field = useTypedBeforeHydration<HTMLInputElement>(draft ?? shown, change);
  return (
    <TextInput
      ref={field}
      label={label}
      description={description}
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      name={name}
      value={draft ?? shown}
      rightSection={<span aria-hidden="true">{unit}</span>}
      rightSectionPointerEvents="none"
      error={valid ? undefined : t`Enter a number from ${min} to ${max}.`}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={() => valid && setDraft(null)}
      data-financing-field={name}
    />
  );
}

export interface MonthlyCostCalculatorProps {
  /** One apartment (its unit page) or the compared ones, each worked out with the same terms. */
  units: readonly Unit[];
}

/**
 * An example of the monthly loan repayment: the buyer's equity, their own nominal rate (none is
 * preset), initial repayment and fixed-rate period give the monthly rate, the loan, the debt left at the
 * end of the fixed period and the sum of the rates until then; a Hausgeld estimate the client supplied is
 * added as its own line. The terms live in the URL. Not a credit offer: no lender, no effective rate.
 */
export function MonthlyCostCalculator({ units }: MonthlyCostCalculatorProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { euro, number } = useFormatters();
  const [search, update] = useFinancingSearch();
  const terms: FinancingTerms = termsFrom(search);
  const single = units.length === 1 ? units[0] : undefined;
  const defaults = FINANCING_DEFAULTS;
  // '20 %' kept on one line (a no-break space).
  const sharePercent = `${number(defaults.equitySharePercent)}\u00a0%`;
  const example = number(defaults.interestPlaceholder);
  const years = terms.fixedYears;
  const changed = FINANCING_KEYS.some((key) => search[key] !== undefined);
  const formId = useId();
  const totalLabel = useTotalCostLabel();
  const chooseFixed = (value: string) => update({ fixed: Number(value) as FinancingSearch['fixed'] });
  const fixedField = useTypedBeforeHydration<HTMLSelectElement>(String(years), chooseFixed);

  return (
    <div className={classes.calculator} data-monthly-cost="">
      <form
        className={classes.fields}
        id={formId}
        onSubmit={(event) => event.preventDefault()}
        aria-label={t`Financing terms`}
      >
        <NumberField
          name="interest"
          label={t`Nominal interest rate p.a. (fixed)`}
          description={t`The rate of your own loan offer`}
          placeholder={t`e.g. ${example}`}
          unit="%"
          decimals={2}
          limits={FINANCING_LIMITS.interestPercent}
          value={terms.interestPercent}
          onValue={(value) => update({ interest: value })}
        />
        <NumberField
          name="equity"
          label={t`Your equity`}
          unit="€"
          decimals={0}
          limits={FINANCING_LIMITS.equity}
          value={terms.equity ?? (single ? defaultEquity(single) : undefined)}
          placeholder={single ? undefined : t`${sharePercent} of each total cost`}
          description={t`Preset: ${sharePercent} of the total cost`}
          onValue={(equity) => update({ equity })}
        />
        <NumberField
          name="repayment"
          label={t`Initial repayment per year`}
          unit="%"
          decimals={2}
          limits={FINANCING_LIMITS.initialRepaymentPercent}
          value={terms.initialRepaymentPercent}
          onValue={(value) => update({ repayment: value })}
        />
        <NativeSelect
          ref={fixedField}
          label={t`Fixed-rate period`}
          name="fixed"
          value={String(years)}
          onChange={(event) => chooseFixed(event.currentTarget.value)}
          data={FIXED_YEAR_CHOICES.map((choice) => ({ value: String(choice), label: t`${choice} years` }))}
          data-financing-field="fixed"
        />
      </form>
      {changed && (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          className={`${classes.reset} tap-target`}
          onClick={() => update(Object.fromEntries(FINANCING_KEYS.map((key) => [key, undefined])))}
          data-financing-reset=""
        >
          {t`Clear your entries`}
        </Anchor>
      )}

      <div className={classes.results} aria-live="polite">
        {units.map((unit) => {
          const cost = monthlyCost(unit, terms);
          const { repayment } = cost;
          const code = unit.weNr;
          const rows: [key: string, label: string, value: string][] = [];
          if (cost.hausgeld !== undefined)
            rows.push(['hausgeld', t`Hausgeld (estimate)`, `+\u00a0${euroCents(cost.hausgeld, locale)}`]);
          if (cost.monthlyOwnership !== undefined)
            rows.push([
              'ownership',
              t`Monthly cost of ownership (rate plus Hausgeld)`,
              euroCents(cost.monthlyOwnership, locale),
            ]);
          rows.push(
            ['purchase-total', totalLabel, euro(cost.purchaseTotal)],
            ['equity', t`Less your equity`, `−\u00a0${euro(cost.equity)}`],
            ['loan', t`Loan`, euro(cost.loan)],
          );
          if (repayment)
            rows.push(
              [
                'remaining',
                t`Remaining debt after ${years} years`,
                euroCents(repayment.remainingDebt, locale),
              ],
              ['paid', t`Sum of the rates in ${years} years`, euroCents(repayment.totalPaid, locale)],
              ['interest', t`of which interest`, euroCents(repayment.totalInterest, locale)],
            );
          const payoffYears =
            repayment?.payoffMonths === null || repayment === undefined
              ? null
              : Math.ceil(repayment.payoffMonths / 12);
          return (
            <section
              key={unit.weNr}
              className={classes.result}
              data-monthly-result={unit.weNr}
              aria-label={t`Loan repayment example for apartment ${code}`}
            >
              {!single && <Text fw={700} c="pine.7">{t`Apartment ${code}`}</Text>}
              <Text fz="sm" c="charcoal.7">
                {t`Monthly rate during the fixed-rate period (${years} years)`}
              </Text>
              {repayment ? (
                <Text className={classes.rate} data-monthly-rate={repayment.monthlyRate.toFixed(2)}>
                  {euroCents(repayment.monthlyRate, locale)}
                </Text>
              ) : (
                <Text className={classes.pending} data-rate-pending="">
                  {t`Enter your nominal interest rate to see the monthly rate.`}
                </Text>
              )}
              <dl className={classes.figures}>
                {rows.map(([key, label, value]) => (
                  <div key={key} data-figure={key}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <Text fz="sm" c="charcoal.7" data-left-out="">
                {cost.hausgeld === undefined
                  ? t`Not included: Hausgeld (with the maintenance reserve) and property tax.`
                  : t`Plus property tax (not included). The Hausgeld is the developer's estimate, including the maintenance reserve.`}
              </Text>
              {repayment && cost.loan > 0 && (
                <Text fz="sm" c="charcoal.7" data-payoff="">
                  {payoffYears === null
                    ? t`At this rate the loan is never repaid: the repayment must be above 0.`
                    : repayment.remainingDebt === 0
                      ? t`Repaid within the fixed-rate period, after ${payoffYears} years.`
                      : t`At the same rate the loan would be repaid after about ${payoffYears} years.`}
                </Text>
              )}
            </section>
          );
        })}
      </div>

      <Text fz="xs" c="charcoal.7" className={classes.note} data-financing-basis="">
        {t`How it is worked out: the loan is the total cost incl. buying costs (the exact list price plus land transfer tax, notary and land register) less your equity. The monthly rate is the loan × (your nominal rate + initial repayment) ÷ 12 and stays the same for the fixed-rate period; each month's interest is charged on the debt still owed, the rest of the rate repays the loan.`}
      </Text>
      <Text fz="xs" c="charcoal.7" className={classes.note} data-financing-disclaimer="">
        {t`An example calculation with the rate you enter: not a financing offer, and not an offer from any lender. Your bank's terms depend on your finances and the day of its offer; account or valuation fees are not included.`}
      </Text>
    </div>
  );
}
