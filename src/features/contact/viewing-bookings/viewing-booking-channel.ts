import { afterPaint } from '@/lib/idle';

import { prefetchChallenge, takeChallenge } from '../challenge/challenge-cache';
import { followOutboxEntry } from '../outbox/follow-outbox-entry';
import { startOutbox } from '../outbox/outbox';
import { VIEWING_CONSENT_VERSION, type ViewingRow } from './viewing-booking-row';

/** What the booking form gives: the row without what the outbox adds (consent version, spam checks). */
export type ViewingBookingInput = Omit<ViewingRow, 'consent_text_version' | 'honeypot' | 'altcha_payload'>;

/**
 * The booking's way through the contact outbox, handed to the booking pages by their route: the challenge
 * fetched ahead (so a booking made offline can be sent later), the booking kept and delivered once, what
 * became of it, and a refused booking's details for booking another time.
 */
export const viewingBookingChannel = {
  prepare(): () => void {
    return afterPaint(() => void prefetchChallenge());
  },
  async book(input: ViewingBookingInput, honeypot: string) {
    const outbox = await startOutbox();
    const outcome = await outbox.book({
      row: { ...input, consent_text_version: VIEWING_CONSENT_VERSION, honeypot },
      challenge: takeChallenge(),
    });
    // The next booking gets a challenge of its own.
    void prefetchChallenge();
    return outcome;
  },
  async refused(id: string) {
    const outbox = await startOutbox();
    return outbox.refusedBooking(id);
  },
  /** Tells `listener` what became of the queued booking `id` (now and later); returns the unsubscribe. */
  follow: followOutboxEntry,
};
export type ViewingBookingChannel = typeof viewingBookingChannel;
