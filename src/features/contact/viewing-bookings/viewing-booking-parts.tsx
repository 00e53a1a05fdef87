import { HoneypotField } from '../components/honeypot-field';
import { ConsentLabel } from '../form/consent-label';
import { viewingBookingChannel } from './viewing-booking-channel';

/** What the booking pages take from the contact feature (passed in by their route): the outbox's way and the form's parts. */
export const viewingBookingParts = { ...viewingBookingChannel, ConsentLabel, HoneypotField };
export type ViewingBookingParts = typeof viewingBookingParts;
