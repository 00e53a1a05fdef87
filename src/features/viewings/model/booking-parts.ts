import type { ComponentType } from 'react';

import type { ViewingRow } from '../../../../supabase/functions/_shared/viewing-rules';

/** What the booking form gives the outbox: the row without the consent version and the spam checks. */
export type BookingInput = Omit<ViewingRow, 'consent_text_version' | 'honeypot' | 'altcha_payload'>;

/** What pressing "Book" did: as the contact outbox answers (SendOutcome). */
export type BookingOutcome =
  | { kind: 'sent' }
  | { kind: 'queued'; id: string }
  | { kind: 'refused'; message: string; code?: string | undefined }
  | { kind: 'unreachable' };

/** A later outcome of a queued booking. */
export type BookingEvent =
  | { type: 'delivered'; id: string }
  | { type: 'refused'; id: string; error: string; code?: string | undefined }
  | { type: 'waiting'; id: string };

/**
 * What the booking pages take from the contact feature, passed in by the route (features never import each
 * other): the outbox's way for a booking, and the contact form's consent text and hidden spam field.
 */
export interface BookingParts {
  prepare(): () => void;
  book(input: BookingInput, honeypot: string): Promise<BookingOutcome>;
  refused(id: string): Promise<{ row: ViewingRow; code: string | undefined } | null>;
  follow(id: string, listener: (event: BookingEvent) => void): () => void;
  ConsentLabel: ComponentType;
  HoneypotField: ComponentType<{ id: string; value: string; onChange: (value: string) => void }>;
}
