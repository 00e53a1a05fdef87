/**
 * The contact outbox's public face, light enough for any page (no idb, no supabase-js): the form and
 * the boot code call `startOutbox()`, which loads the runtime (outbox-runtime.ts) once. The outbox has
 * one narrow interface: `send(message)` and `subscribe(listener)`; for the shared-device clearing,
 * `countWaitingMessages()` and `clearOutbox()` in clear-outbox.ts (apart, so pages that never clear
 * do not load them).
 */
import type { ContactChallenge } from '../challenge/contact-challenge';
import type { ContactFormValues } from '../model/contact-rules';

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

/**
 * What the visitor is told after pressing send:
 *  - `sent`: the backend acknowledged the row;
 *  - `queued`: the backend could not be reached; the message waits in the outbox on this device
 *    (`id`: the one its later OutboxEvent carries);
 *  - `refused`: the backend refused it (`message` is its raw text, for the log; the form translates);
 *  - `unreachable`: no outbox on this device (IndexedDB unavailable) and the backend could not be reached.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'queued'; id: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

/**
 * Later outcomes of messages this page queued: delivered, refused by the backend (final), or held (a
 * failing server answered too often: the message stays on the device until the visitor retries it).
 */
export type OutboxEvent =
  | { type: 'delivered'; id: string }
  | { type: 'refused'; id: string; error: string }
  | { type: 'held'; id: string };

export interface Outbox {
  /** False when IndexedDB could not be opened: messages are sent directly and nothing is kept on the device. */
  readonly keepsCopies: boolean;
  send(message: OutgoingMessage): Promise<SendOutcome>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: OutboxEvent) => void): () => void;
  /** The visitor's Retry of a held message: queued again and sent now. */
  retry(id: string): Promise<void>;
}

let started: Promise<Outbox> | null = null;
let announceStart: (outbox: Outbox) => void = () => undefined;
const firstStart = new Promise<Outbox>((resolve) => (announceStart = resolve));

/** Starts the page's outbox once (flushes what waits, then on online/visible/timer); later calls share it. */
export function startOutbox(): Promise<Outbox> {
  started ??= import('./outbox-runtime')
    .then((module) => module.createOutbox())
    .then((outbox) => {
      announceStart(outbox);
      return outbox;
    })
    .catch((error: unknown) => {
      started = null; // e.g. the chunk could not load: the next call tries again
      throw error;
    });
  return started;
}

/** Resolves once the outbox has started (by the boot code or by a first message). */
export function whenOutboxStarted(): Promise<Outbox> {
  return firstStart;
}
