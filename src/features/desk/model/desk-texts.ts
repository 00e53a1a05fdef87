/** The desk's texts that depend on a value (a status, an error kind, a rule), in the active language. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type {
  CallOutcome,
  LeadSource,
  LeadStage,
  UnitLinkKind,
  WrittenEntryKind,
} from '../../../../supabase/functions/_shared/lead-pipeline';
import type { ReplyTemplate } from '../../../../supabase/functions/_shared/reply-rules';
import type { DeskErrorKind } from './auth-error';
import type { DeskStatus } from './desk-status';
import type { Attention, DeliveryState, FollowUpDue, LeadOrder, LogEntryType } from './lead';
import type { LoginIssueCode } from './login-schema';
import type { ManualLeadIssue } from './manual-lead';
import type { BoardStatus } from './sales-board';

export const LOGIN_ISSUE_TEXTS: Record<LoginIssueCode, MessageDescriptor> = {
  'email.required': msg`Please enter your e-mail address`,
  'email.invalid': msg`Please enter a valid e-mail address`,
  'email.tooLong': msg`E-mail must be at most 255 characters`,
  // The specification's exact messages for the login schema.
  'password.tooShort': msg`Password must be at least 8 characters`,
  'password.tooLong': msg`Password must be 128 characters or fewer`,
};

/**
 * "Try again" as the desk says it: load the list again. Its own context, apart from the contact form's
 * "Try again" (send again): catalogs share one message table, so one text must not mean two things.
 */
export const RELOAD_LABEL = msg({ message: 'Try again', context: 'load again' });

export const DESK_ERROR_TEXTS: Record<DeskErrorKind, MessageDescriptor> = {
  credentials: msg`The e-mail address or the password is wrong.`,
  expired: msg`Your session has expired. Please sign in again.`,
  unavailable: msg`The server cannot be reached right now (no connection, or it is busy). Please try again in a moment.`,
  'rate-limited': msg`Too many attempts. Please wait a few minutes, then try again.`,
  'not-staff': msg`This account is not a member of the sales team. Ask an administrator to add it.`,
  removed: msg`This account no longer has access to the sales desk. Ask an administrator if that is a mistake.`,
  other: msg`Something went wrong. Please try again.`,
};

export const DESK_STATUS_LABELS: Record<DeskStatus, MessageDescriptor> = {
  Available: msg`Available`,
  Vormerkung: msg`On hold`,
  Reserved: msg`Reserved`,
  Sold: msg`Sold`,
};

/** The board's statuses: the four, and "Not confirmed" for a status the desk does not know. */
export const BOARD_STATUS_LABELS: Record<BoardStatus, MessageDescriptor> = {
  ...DESK_STATUS_LABELS,
  'not-confirmed': msg`Not confirmed`,
};

export const DELIVERY_STATE_LABELS: Record<DeliveryState, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'lead delivery' }),
  sent: msg({ message: 'Sent', context: 'lead delivery' }),
  failed: msg({ message: 'Failed', context: 'lead delivery' }),
  spam: msg({ message: 'Spam', context: 'lead delivery' }),
  none: msg({ message: 'Added by staff', context: 'lead delivery' }),
};

export const LEAD_SOURCE_LABELS: Record<LeadSource, MessageDescriptor> = {
  web: msg({ message: 'Website', context: 'lead source' }),
  phone: msg({ message: 'Phone call', context: 'lead source' }),
  walk_in: msg({ message: 'Walk-in at the site', context: 'lead source' }),
  portal_immoscout24: msg({ message: 'ImmoScout24', context: 'lead source' }),
  portal_immowelt: msg({ message: 'Immowelt', context: 'lead source' }),
  portal_other: msg({ message: 'Another portal', context: 'lead source' }),
  other: msg({ message: 'Other', context: 'lead source' }),
};

export const UNIT_LINK_LABELS: Record<UnitLinkKind, MessageDescriptor> = {
  interest: msg({ message: 'Interest', context: 'flat link' }),
  reservation: msg({ message: 'Reservation', context: 'flat link' }),
  purchase: msg({ message: 'Purchase', context: 'flat link' }),
};

export const ATTENTION_LABELS: Record<Attention, MessageDescriptor> = {
  failed: msg`The e-mail to sales failed`,
  late: msg`Not delivered after 30 minutes`,
  spam: msg`Classed as spam`,
};

/** What staff can write into the log, as the entry form offers it. */
export const WRITTEN_ENTRY_LABELS: Record<WrittenEntryKind, MessageDescriptor> = {
  call: msg({ message: 'Call', context: 'lead history' }),
  email_sent: msg({ message: 'E-mail sent', context: 'lead history' }),
  viewing: msg({ message: 'Viewing', context: 'lead history' }),
  note: msg({ message: 'Note', context: 'lead history' }),
};

export const REPLY_TEMPLATE_LABELS: Record<ReplyTemplate, MessageDescriptor> = {
  first_answer: msg({ message: 'First answer', context: 'reply template' }),
  expose: msg({ message: 'Exposé', context: 'reply template' }),
  viewing_invitation: msg({ message: 'Viewing invitation', context: 'reply template' }),
  price_list: msg({ message: 'Price list', context: 'reply template' }),
};

export const EVENT_LABELS: Record<string, MessageDescriptor> = {
  ...WRITTEN_ENTRY_LABELS,
  sent: msg`E-mail to sales sent`,
  attempt_failed: msg`Delivery attempt failed`,
  failed: msg`Delivery failed`,
  resend: msg`Queued again (resend)`,
  not_spam: msg`Marked as not spam, queued`,
  handled: msg`Marked as handled`,
  reopened: msg`Marked as open again`,
  assigned: msg({ message: 'Owner set', context: 'lead history' }),
  unassigned: msg({ message: 'Owner removed', context: 'lead history' }),
  stage: msg({ message: 'Stage changed', context: 'lead history' }),
  follow_up: msg({ message: 'Follow-up set', context: 'lead history' }),
  created: msg({ message: 'Added by hand', context: 'lead history' }),
  merged: msg({ message: 'Enquiry added to this lead', context: 'lead history' }),
  unit_linked: msg({ message: 'Flat linked', context: 'lead history' }),
  reply_failed: msg({ message: 'Reply not delivered', context: 'lead history' }),
};

export const STAGE_LABELS: Record<LeadStage, MessageDescriptor> = {
  new: msg({ message: 'New', context: 'lead stage' }),
  contacted: msg({ message: 'Contacted', context: 'lead stage' }),
  viewing: msg({ message: 'Viewing', context: 'lead stage' }),
  reserved: msg({ message: 'Reserved', context: 'lead stage' }),
  notarised: msg({ message: 'Notarised', context: 'lead stage' }),
  sold: msg({ message: 'Sold', context: 'lead stage' }),
  lost: msg({ message: 'Lost', context: 'lead stage' }),
};

export const CALL_OUTCOME_LABELS: Record<CallOutcome, MessageDescriptor> = {
  reached: msg`Reached`,
  no_answer: msg`No answer`,
  voicemail: msg`Left a voicemail`,
  wrong_number: msg`Wrong number`,
};

export const LOG_ENTRY_TYPE_LABELS: Record<LogEntryType, MessageDescriptor> = {
  ...WRITTEN_ENTRY_LABELS,
  status: msg`Status change`,
  delivery: msg`Delivery`,
  intake: msg({ message: 'Lead', context: 'lead history' }),
};

export const FOLLOW_UP_DUE_LABELS: Record<FollowUpDue, MessageDescriptor> = {
  today: msg`Due today`,
  overdue: msg`Overdue`,
};

export const LEAD_ORDER_LABELS: Record<LeadOrder, MessageDescriptor> = {
  newest: msg`Newest first`,
  'follow-up': msg`Follow-up, soonest first`,
  stage: msg`Stage`,
};

/** What the manual lead form says about a field it cannot take. */
export const MANUAL_LEAD_ISSUE_TEXTS: Partial<Record<ManualLeadIssue, MessageDescriptor>> = {
  'name.required': msg`Please enter the name`,
  'name.tooLong': msg`The name can have at most 100 characters`,
  'name.invalidCharacters': msg`A name can only contain letters, spaces, hyphens, apostrophes and full stops`,
  'email.invalid': msg`Please enter a valid e-mail address`,
  'email.tooLong': msg`E-mail must be at most 255 characters`,
  'phone.tooLong': msg`The phone number can have at most 20 characters`,
  'phone.invalid': msg`A phone number can only contain digits, spaces and + ( ) -`,
  'phone.tooFewDigits': msg`Please enter a phone number with at least 6 digits`,
  'message.tooLong': msg`The notes can have at most 2000 characters`,
  'contact.required': msg`Please enter an e-mail address or a phone number (or both)`,
};
