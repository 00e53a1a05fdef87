/**
 * What the contact outbox offers and reports: its one narrow interface and the messages and outcomes it
 * passes. Both the light face (outbox.ts) and the runtime it loads (outbox-runtime.ts) use these.
 */
import type { AlertSignup } from '../alerts/alert-rules';
import type { ContactChallenge } from '../challenge/contact-challenge';
import type { ContactFormValues } from '../model/contact-rules';
import type { Waiting } from '../stored-messages/stored-message';
import type { ViewingRow } from '../viewing-bookings/viewing-booking-row';

/** What the visitor sent: the validated values plus what the stored-messages list and the spam checks need. */
export interface OutgoingMessage {
  values: ContactFormValues;
  /** Prefilled by "request exposé" and similar buttons; kept on the device only. */
  subject: string;
  /** Milliseconds from opening the form to pressing send. */
  fillMs: number;
  /** The hidden field people leave empty. */
  honeypot: string;
  /** The challenge the form fetched when it opened (challenge-cache.ts), if it has one. */
  challenge?: ContactChallenge | undefined;
}

/** A "Notify me" sign-up as its form sends it, with the same spam checks as a message. */
export interface OutgoingAlert {
  signup: AlertSignup;
  honeypot: string;
  challenge?: ContactChallenge | undefined;
}

/** A viewing booking as its form sends it (the row without a solution yet), with the same spam checks. */
export interface OutgoingViewing {
  row: Omit<ViewingRow, 'altcha_payload'>;
  challenge?: ContactChallenge | undefined;
}

/** What an outbox entry is: a contact message, an alert sign-up or a viewing booking (each told in its own words). */
export type OutboxKind = 'contact' | 'alert' | 'viewing';

/**
 * What the visitor is told after pressing send:
 *  - `sent`: the backend acknowledged the row;
 *  - `queued`: the backend did not take it; the message waits in the outbox on this device
 *    (`id`: the one its later OutboxEvent carries; `waiting`: why);
 *  - `refused`: the backend refused it (`message` is its raw text, for the log; the form translates; `code`: its code);
 *  - `unreachable`: no outbox on this device (IndexedDB unavailable) and the backend could not be reached.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'queued'; id: string; waiting: Waiting }
  | { kind: 'refused'; message: string; code?: string | undefined }
  | { kind: 'unreachable' };

/**
 * Later outcomes of messages this page queued: delivered, refused by the backend (final), or still
 * waiting after another failed attempt or a change of connection (`waiting`: why, and how many failed).
 */
export type OutboxEvent = { kind: OutboxKind } & OutboxChange;
export type OutboxChange =
  | { type: 'delivered'; id: string }
  | { type: 'refused'; id: string; error: string; code?: string | undefined }
  | { type: 'waiting'; id: string; waiting: Waiting };

export interface Outbox {
  /** False when IndexedDB could not be opened: messages are sent directly and nothing is kept on the device. */
  readonly keepsCopies: boolean;
  send(message: OutgoingMessage): Promise<SendOutcome>;
  /** An alert sign-up: kept and delivered once like a message; its confirmation mail comes from the server. */
  watch(alert: OutgoingAlert): Promise<SendOutcome>;
  /** A viewing booking: kept and delivered once like a message; a full or gone slot refuses it (code slot_full / slot_gone). */
  book(viewing: OutgoingViewing): Promise<SendOutcome>;
  /** A booking the backend refused, as the buyer gave it (for booking another time without retyping); null: none kept. */
  refusedBooking(id: string): Promise<{ row: ViewingRow; code: string | undefined } | null>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: OutboxEvent) => void): () => void;
  /** The visitor's "Try again" of a waiting message: sent now, whatever its backoff. */
  retry(id: string): Promise<void>;
  /** What became of a message this page queued, read now, as the event told (null: nothing kept on the device). */
  outcome(id: string): Promise<OutboxEvent | null>;
}
