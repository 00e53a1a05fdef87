import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import {
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  PHONE_MIN_DIGITS,
  type ContactIssueCode,
} from './contact-rules';

/**
 * The translated text of every contact rule's message, keyed by the shared rules' stable code.
 * The English msgids are exactly the specification's texts (a unit test compares them with the shared
 * rules), so English visitors read the spec's wording and German visitors its German version.
 */
export const CONTACT_ISSUE_MESSAGES: Readonly<Record<ContactIssueCode, MessageDescriptor>> = {
  'name.required': msg`Name is required`,
  'name.tooLong': msg`Name must be ${NAME_MAX} characters or fewer`,
  'name.invalidCharacters': msg`Name can only contain letters, spaces, hyphens, apostrophes and full stops`,
  'email.invalid': msg`Invalid email address`,
  'email.tooLong': msg`Email must be ${EMAIL_MAX} characters or fewer`,
  'phone.required': msg`Phone number is required`,
  'phone.tooLong': msg`Phone number must be ${PHONE_MAX} characters or fewer`,
  'phone.invalid': msg`Invalid phone number format`,
  'phone.tooFewDigits': msg`Please enter a phone number with at least ${PHONE_MIN_DIGITS}\u00a0digits`,
  'preferredRooms.required': msg`Please select preferred room type`,
  'message.tooLong': msg`Message must be ${MESSAGE_MAX} characters or fewer`,
  'gdprConsent.required': msg`You must accept the privacy policy`,
  'id.invalid': msg`Invalid input`,
  'input.invalid': msg`Invalid input`,
};
