/**
 * The alert sign-up's rules live once, in `supabase/functions/_shared/alert-rules.ts` (shared with the
 * delivery function and the database's tests). The app imports them only through this module.
 */
export {
  ALERT_CONFIRM_HOURS,
  ALERT_CONSENT_VERSION,
  ALERT_FREQUENCIES,
  ALERT_LOCALES,
  ALERT_UNCONFIRMED_DAYS,
  SEARCH_MAX_PRICE,
  SEARCH_MIN_AREA,
  searchMaxPriceSchema,
  searchMinAreaSchema,
  alertSignupSchema,
  alertSubscriptionRow,
  alertTargetSchema,
  type AlertFrequency,
  type AlertLocale,
  type AlertSearch,
  type AlertSignup,
  type AlertSubscriptionRow,
  type AlertTarget,
} from '../../../../supabase/functions/_shared/alert-rules';
