/** The booking's rules (supabase/functions/_shared/viewing-rules.ts): the contact outbox imports them only here. */
export {
  VIEWING_CONSENT_VERSION,
  slotRefusalOf,
  viewingRowSchema,
  type ViewingRow,
} from '../../../../supabase/functions/_shared/viewing-rules';
