import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { useLocale } from '@/lib/i18n/use-locale';
import { useUnsentInput } from '@/lib/unsent-input';

import { slotRefusalOf } from '../../../../supabase/functions/_shared/viewing-rules';
import { fetchOpenSlots } from '../api/viewing-api';
import { checkDetails, type DetailField, type DetailIssues } from '../model/booking-details';
import type { BookingInput, BookingParts } from '../model/booking-parts';
import type { BookingSearch } from '../model/viewing-search';
import { slotWhen, type OpenSlot } from '../model/viewing-slot';
import { FlatChoice } from './flat-choice';
import { NearestSlots } from './nearest-slots';
import { SlotPicker } from './slot-picker';

type Outcome =
  | { kind: 'sent'; when: string; email: string }
  | { kind: 'queued'; when: string; email: string; id: string }
  /** The slot filled or went: alternatives, booked with `input`'s details. */
  | { kind: 'slot-refused'; input: Omit<BookingInput, 'id' | 'slot_id'>; refusedStart: string | null };

/**
 * Booking a viewing: the next free times (day chips, then times), then name, e-mail, phone, the flats and
 * the consent. The booking goes through the contact outbox: written offline, it is sent once when the
 * connection returns; a time that filled meanwhile is told here (and on any page, by the outbox's notice)
 * with the nearest free times to book with one tap.
 */
export function BookingPage({
  search,
  parts,
}: {
  /** The address's parameters; undefined while the prerendered page hydrates (the times load after). */
  search: BookingSearch | undefined;
  parts: BookingParts;
}) {
  const ready = search !== undefined;
  const given: BookingSearch = search ?? {};
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [slots, setSlots] = useState<OpenSlot[] | null | 'failed'>(null);
  const [day, setDay] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(given.slot ?? null);
  const [details, setDetails] = useState<Record<DetailField, string>>({ name: '', email: '', phone: '' });
  const [flats, setFlats] = useState<string[]>(given.unit ? [given.unit] : []);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [issues, setIssues] = useState<DetailIssues & { slot?: string; consent?: string; send?: string }>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { ConsentLabel, HoneypotField } = parts;
  useUnsentInput(!outcome && details.name.trim() !== '');

  useEffect(() => parts.prepare(), [parts]);
  useEffect(() => {
    if (!ready) return;
    let active = true;
    void fetchOpenSlots(given.unit ?? null).then((found) => active && setSlots(found ?? 'failed'));
    return () => {
      active = false;
    };
  }, [ready, given.unit]);

  // A booking the server refused (the notice's link): its details come back from this device.
  useEffect(() => {
    if (!given.rebook) return;
    void parts.refused(given.rebook).then((refused) => {
      if (!refused || !slotRefusalOf(refused.code)) return;
      const {
        id: _id,
        slot_id: _slot,
        altcha_payload: _p,
        consent_text_version: _c,
        honeypot: _h,
        ...input
      } = refused.row;
      setOutcome({ kind: 'slot-refused', input, refusedStart: null });
    });
  }, [given.rebook, parts]);

  // The form gives way to its outcome: the buyer, scrolled down at the button, is taken to what happened.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const outcomeKind = outcome?.kind ?? null;
  useEffect(() => {
    if (!outcomeKind) return;
    outcomeRef.current?.focus({ preventScroll: true });
    outcomeRef.current?.scrollIntoView({ block: 'center' });
  }, [outcomeKind]);

  const freeSlots = Array.isArray(slots) ? slots : null;
  const chosen = freeSlots?.find((slot) => slot.id === slotId) ?? null;

  async function send(input: Omit<BookingInput, 'id' | 'slot_id'>, slot: OpenSlot) {
    setSending(true);
    setIssues({});
    try {
      const result = await parts.book({ ...input, id: crypto.randomUUID(), slot_id: slot.id }, honeypot);
      const when = slotWhen(slot, locale);
      if (result.kind === 'sent') setOutcome({ kind: 'sent', when, email: input.email });
      else if (result.kind === 'queued')
        setOutcome({ kind: 'queued', when, email: input.email, id: result.id });
      else if (result.kind === 'refused' && slotRefusalOf(result.code)) {
        setOutcome({ kind: 'slot-refused', input, refusedStart: slot.starts_at });
        void fetchOpenSlots(given.unit ?? null).then((found) => found && setSlots(found));
      } else if (result.kind === 'refused')
        setIssues({
          send: t`Our server did not accept the booking. Please check your details and try again.`,
        });
      else setIssues({ send: t`We could not reach our server. Please check your connection and try again.` });
    } catch (error) {
      console.error('The viewing booking could not be sent', error);
      setIssues({ send: t`Something went wrong. Please try again.` });
    } finally {
      setSending(false);
    }
  }

  // A booking that waited on this device: its later outcome, told here as well.
  const queuedId = outcome?.kind === 'queued' ? outcome.id : null;
  useEffect(() => {
    if (!queuedId || outcome?.kind !== 'queued') return;
    const waited = outcome;
    return parts.follow(queuedId, (event) => {
      if (event.type === 'delivered') setOutcome({ kind: 'sent', when: waited.when, email: waited.email });
      if (event.type === 'refused' && slotRefusalOf(event.code)) {
        setOutcome({
          kind: 'slot-refused',
          input: { ...details, locale, we_nrs: flats },
          refusedStart: null,
        });
        void fetchOpenSlots(given.unit ?? null).then((found) => found && setSlots(found));
      }
    });
    // Only a new queued booking subscribes again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queuedId]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = checkDetails(details, i18n);
    const found = {
      ...(checked.ok ? {} : checked.issues),
      ...(chosen ? {} : { slot: t`Please choose a time.` }),
      ...(consent ? {} : { consent: t`Please agree, so that we may book the viewing for you.` }),
    };
    setIssues(found);
    if (!checked.ok || !chosen || !consent) {
      const first = Object.keys(found)[0];
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    void send({ ...checked.details, locale, we_nrs: flats }, chosen);
  }

  const field = (name: DetailField) => ({
    id: `${id}-${name}`,
    value: details[name],
    error: issues[name],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDetails((current) => ({ ...current, [name]: value }));
      setIssues((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Container size="sm" py="xl" data-viewing-booking="">
      <Stack gap="lg">
        <Title order={1}>{t`Book a viewing`}</Title>
        <Stack gap="lg" ref={outcomeRef} tabIndex={-1} style={{ outline: 'none' }} data-booking-outcomes="">
          {outcome?.kind === 'sent' && (
            <Alert color="pine" title={t`Your viewing is booked`} role="status" data-booking-outcome="sent">
              {t`${outcome.when} (Berlin time). We have sent the confirmation with a calendar invitation to ${outcome.email}; its link lets you move or cancel the viewing.`}
            </Alert>
          )}
          {outcome?.kind === 'queued' && (
            <Alert color="yellow" title={t`Saved on this device`} role="status" data-booking-outcome="queued">
              {t`You are offline. Your booking for ${outcome.when} is kept on this device and sent as soon as you are online again; we will tell you here and on any page of this site.`}
            </Alert>
          )}
          {outcome?.kind === 'slot-refused' && (
            <NearestSlots
              slots={freeSlots}
              refusedStart={outcome.refusedStart}
              busy={sending}
              onBook={(slot) => void send(outcome.input, slot)}
            />
          )}
          {issues.send && outcome?.kind === 'slot-refused' && (
            <Text c="red.8" role="alert">
              {issues.send}
            </Text>
          )}
        </Stack>
        {!outcome && (
          <form noValidate onSubmit={submit} aria-busy={sending} data-booking-form="">
            <Stack gap="md">
              <Text>{t`Choose a time, then tell us who is coming. All times are Berlin time.`}</Text>
              {slots === null && <Text>{t`Loading the free times...`}</Text>}
              {slots === 'failed' && (
                <Alert color="red" role="alert">
                  {t`The free times could not be loaded. Please check your connection and reload the page.`}
                </Alert>
              )}
              {freeSlots?.length === 0 && (
                <Alert color="charcoal">{t`There are no free viewing times at the moment. Please contact us.`}</Alert>
              )}
              {freeSlots && freeSlots.length > 0 && (
                <div id={`${id}-slot`} tabIndex={-1}>
                  <SlotPicker
                    slots={freeSlots}
                    day={day}
                    slotId={slotId}
                    onDay={setDay}
                    onSlot={(slot) => {
                      setSlotId(slot.id);
                      setIssues((current) => ({ ...current, slot: undefined }));
                    }}
                  />
                  {issues.slot && (
                    <Text c="red.8" fz="sm" role="alert">
                      {issues.slot}
                    </Text>
                  )}
                </div>
              )}
              <TextInput {...field('name')} label={t`Name`} autoComplete="name" />
              <TextInput
                {...field('email')}
                label={t`E-mail`}
                type="email"
                inputMode="email"
                autoComplete="email"
              />
              <TextInput {...field('phone')} label={t`Phone`} type="tel" inputMode="tel" autoComplete="tel" />
              <FlatChoice id={`${id}-flats`} value={flats} onChange={setFlats} />
              <HoneypotField id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
              <Checkbox
                id={`${id}-consent`}
                checked={consent}
                onChange={(event) => {
                  setConsent(event.currentTarget.checked);
                  setIssues((current) => ({ ...current, consent: undefined }));
                }}
                error={issues.consent}
                aria-invalid={issues.consent ? true : undefined}
                label={<ConsentLabel />}
              />
              {chosen && (
                <Text fw={600} data-booking-chosen="">
                  {t`Your time: ${slotWhen(chosen, locale)}`}
                </Text>
              )}
              {issues.send && (
                <Text c="red.8" fz="sm" role="alert">
                  {issues.send}
                </Text>
              )}
              <Button type="submit" disabled={sending} color="pine" size="md">
                {sending ? t`Sending...` : t`Book the viewing`}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
