/**
 * An annuity loan as German banks quote it: a fixed monthly rate of (nominal interest + initial
 * repayment) × loan / 12, interest charged monthly at a twelfth of the nominal rate, the rest of each
 * rate repaying the loan. Amounts in euros, rounded to cents where they are shown.
 */

export interface AnnuityTerms {
  /** The loan in euros. */
  loan: number;
  /** Nominal interest per year in %. */
  interestPercent: number;
  /** Initial repayment per year in % of the loan. */
  initialRepaymentPercent: number;
  /** Fixed-rate period in years. */
  fixedYears: number;
}

export interface AnnuityResult {
  /** The monthly rate, in cents-rounded euros. */
  monthlyRate: number;
  /** What is still owed at the end of the fixed-rate period (0 when repaid before it). */
  remainingDebt: number;
  /** Everything paid during the fixed-rate period. */
  totalPaid: number;
  /** Of that, interest. */
  totalInterest: number;
  /** Months until the loan is repaid at this rate (null: the rate never repays it). */
  payoffMonths: number | null;
}

export const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** The monthly rate from the initial repayment: loan × (interest + repayment) / 100 / 12. */
export function monthlyRate(loan: number, interestPercent: number, initialRepaymentPercent: number): number {
  return toCents((loan * (interestPercent + initialRepaymentPercent)) / 100 / 12);
}

/** The monthly rate that repays `loan` in exactly `years` (an annuity over a full term). */
export function annuityForTerm(loan: number, interestPercent: number, years: number): number {
  const q = interestPercent / 1200;
  const months = years * 12;
  return toCents(q === 0 ? loan / months : (loan * q) / (1 - (1 + q) ** -months));
}

/** Debt after `months` rates of `rate` (not rounded; negative once the rates have repaid it). */
function debtAfter(loan: number, q: number, rate: number, months: number): number {
  if (q === 0) return loan - rate * months;
  const growth = (1 + q) ** months;
  return loan * growth - (rate * (growth - 1)) / q;
}

/** Months of rates until the loan is repaid (the last one smaller), or null if interest eats the rate. */
function monthsToRepay(loan: number, q: number, rate: number): number | null {
  if (loan <= 0) return 0;
  if (rate <= loan * q) return null;
  const exact = q === 0 ? loan / rate : -Math.log(1 - (loan * q) / rate) / Math.log(1 + q);
  // Floating point: 120.0000000001 full rates are 120.
  return Math.ceil(exact - 1e-9);
}

export function annuity({
  loan,
  interestPercent,
  initialRepaymentPercent,
  fixedYears,
}: AnnuityTerms): AnnuityResult {
  const q = interestPercent / 1200;
  const rate = monthlyRate(loan, interestPercent, initialRepaymentPercent);
  const payoffMonths = monthsToRepay(loan, q, rate);
  const months = fixedYears * 12;
  if (payoffMonths !== null && payoffMonths <= months) {
    // Repaid within the period: full rates, then a last one of what is left with its month's interest.
    const full = payoffMonths - 1;
    const last = debtAfter(loan, q, rate, full) * (1 + q);
    const totalPaid = toCents(rate * full + last);
    return {
      monthlyRate: rate,
      remainingDebt: 0,
      totalPaid,
      totalInterest: toCents(totalPaid - loan),
      payoffMonths,
    };
  }
  const remainingDebt = toCents(debtAfter(loan, q, rate, months));
  const totalPaid = toCents(rate * months);
  return {
    monthlyRate: rate,
    remainingDebt,
    totalPaid,
    totalInterest: toCents(totalPaid - (loan - remainingDebt)),
    payoffMonths,
  };
}
