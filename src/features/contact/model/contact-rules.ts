/**
 * The contact rules live once, in `supabase/functions/_shared/contact-rules.ts` (shared with the
 * Edge Function and the database constraints). The app imports them only through this module.
 */
export {
  CONTACT_MESSAGES,
  MESSAGE_MAX,
  NAME_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  PHONE_MAX,
  PREFERRED_ROOM_VALUES,
  isPreferredRooms,
  refusalIssueCode,
  validateContactForm,
  validateContactFormFields,
  PHONE_MIN_DIGITS,
  type ContactFormValues,
  type ContactIssue,
  type ContactIssueCode,
  type PreferredRooms,
} from '../../../../supabase/functions/_shared/contact-rules';
