import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

import { showToast } from '@/components/toast/toast';
import { useLocale, localeParam } from '@/lib/i18n/use-locale';

import {
  contactIssueText,
  contactRefusalText,
  EMPTY_CONTACT_FORM,
  GENERIC_SEND_ERROR,
  PREFERRED_ROOM_LABELS,
  type ContactFormDraft,
} from '../model/contact-form-values';
import { MESSAGE_MAX, PREFERRED_ROOM_VALUES, validateContactForm } from '../model/contact-rules';
import classes from './contact-form.module.css';

export interface ContactFormProps {
  /** Prefilled by "request exposé" and similar buttons (openContact({ subject, message })). */
  subject?: string;
  initialMessage?: string;
  /** Called after a message was sent or safely queued (the modal closes). */
  onDone?: () => void;
}

type FieldName = keyof ContactFormDraft;

/** Opens in a new tab, so that reading the policy does not lose what was typed. */
function PrivacyPolicyLink({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <Anchor
      inherit
      renderRoot={(props) => (
        <Link
          {...props}
          to="/{-$locale}/datenschutz"
          params={localeParam(locale)}
          target="_blank"
          rel="noopener"
        />
      )}
    >
      {children}
    </Anchor>
  );
}

/**
 * The contact form (spec §2 "Contact form", §5, §8). Validation runs on submit with the shared
 * rules (valibot) and shows only the first issue, in a destructive toast; the browser's own
 * validation bubbles are off (`noValidate`). A valid message goes to the outbox first and is then
 * sent; see outbox/flush-outbox.ts.
 */
export function ContactForm({ subject = '', initialMessage = '', onDone }: ContactFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<ContactFormDraft>({ ...EMPTY_CONTACT_FORM, message: initialMessage });
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // When the form was opened: the server stores a message sent within MIN_FILL_MS as spam.
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  const typed = values.message.length;
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const set =
    <K extends FieldName>(name: K) =>
    (value: ContactFormDraft[K]) =>
      setValues((current) => ({ ...current, [name]: value }));

  /** The props every text field shares: its id (for focus on an issue), value and change handler. */
  const textField = (name: 'fullName' | 'email' | 'phone' | 'message') => ({
    id: fieldId(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name)(event.currentTarget.value),
  });

  const reset = () => {
    setValues(EMPTY_CONTACT_FORM);
    setHoneypot('');
    openedAt.current = Date.now();
  };

  const succeed = (title: string, message: string, variant: 'success' | 'info') => {
    void showToast({ title, message, variant });
    reset();
    onDone?.();
  };

  const focusField = (field: FieldName) =>
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus();

  const showError = (message: string) =>
    void showToast({ title: t`Error sending message`, message, variant: 'destructive' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validateContactForm(values);
    if (!result.success) {
      const field = result.issue.field as FieldName | null;
      if (result.issue.code === 'gdprConsent.required') {
        void showToast({
          title: t`GDPR Consent Required`,
          message: t`Please accept the privacy policy and data processing terms.`,
          variant: 'destructive',
        });
      } else {
        void showToast({
          title: t`Validation Error`,
          message: contactIssueText(result.issue, i18n),
          variant: 'destructive',
        });
      }
      if (field) focusField(field);
      return;
    }
    setSending(true);
    try {
      const { startOutbox } = await import('../outbox/outbox');
      const outbox = await startOutbox();
      // A filled honeypot or a form sent too fast is sent all the same: the server stores it as spam.
      const outcome = await outbox.send({
        values: result.output,
        subject,
        fillMs: Date.now() - openedAt.current,
        honeypot,
      });
      const noCopy = outbox.keepsCopies
        ? ''
        : ` ${t`We could not keep a copy of your message on this device.`}`;
      if (outcome.kind === 'sent') {
        succeed(
          t`Message sent successfully`,
          `${t`We'll get back to you as soon as possible.`}${noCopy}`,
          'success',
        );
      } else if (outcome.kind === 'queued') {
        succeed(
          t`Message saved on this device`,
          t`We can't reach our server right now. Your message is saved on this device and will be sent automatically as soon as you are back online.`,
          'info',
        );
      } else if (outcome.kind === 'unreachable') {
        showError(`${i18n._(GENERIC_SEND_ERROR)}${noCopy}`);
      } else {
        showError(contactRefusalText(outcome.message, i18n));
      }
    } catch (error) {
      console.error('Contact message could not be sent', error);
      showError(i18n._(GENERIC_SEND_ERROR));
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
      <Stack gap="sm">
        <TextInput {...textField('fullName')} label={t`Full name`} withAsterisk autoComplete="name" />
        <TextInput
          {...textField('email')}
          type="email"
          label={t`Email`}
          withAsterisk
          autoComplete="email"
          inputMode="email"
        />
        <TextInput
          {...textField('phone')}
          type="tel"
          label={t`Phone number`}
          withAsterisk
          autoComplete="tel"
          inputMode="tel"
        />
        {/*
          Spec §5 gives two readings of this field: the text set calls the preferred room size
          optional (no asterisk), while the form's schema requires a choice ('Please select
          preferred room type'). We show both honestly: the label keeps the text set's "optional"
          wording, and the hint right below says that sending needs a choice and that 'Flexible'
          is the answer for anyone undecided. aria-required tells assistive technology the same.
        */}
        <NativeSelect
          id={fieldId('preferredRooms')}
          label={t`Preferred room size (optional)`}
          description={t`To send the form, please choose one: pick "Flexible" if you are still undecided.`}
          aria-required
          value={values.preferredRooms}
          onChange={(event) => {
            const value = event.currentTarget.value;
            set('preferredRooms')(
              PREFERRED_ROOM_VALUES.find((room) => room === value) ?? EMPTY_CONTACT_FORM.preferredRooms,
            );
          }}
          data={[
            { value: '', label: t`Select a room size`, disabled: true },
            ...PREFERRED_ROOM_VALUES.map((room) => ({
              value: room,
              label: i18n._(PREFERRED_ROOM_LABELS[room]),
            })),
          ]}
        />
        {/*
          The other reading of spec §5: the text set and the markup mark the message as required
          (asterisk), while the schema treats it as optional, so an empty message is accepted.
        */}
        <Textarea
          {...textField('message')}
          label={t`Message`}
          withAsterisk
          rows={5}
          description={t`${typed} of ${MESSAGE_MAX} characters`}
          inputWrapperOrder={['label', 'input', 'description']}
        />
        <div className={classes.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.currentTarget.value)}
          />
        </div>
        <Checkbox
          id={fieldId('gdprConsent')}
          checked={values.gdprConsent}
          onChange={(event) => set('gdprConsent')(event.currentTarget.checked)}
          label={
            <Trans>
              I agree that my details are processed to answer my request, as described in the{' '}
              <PrivacyPolicyLink>privacy policy</PrivacyPolicyLink>.
            </Trans>
          }
        />
        {/* Enabled without consent, so that pressing it explains what is missing (the consent notice). */}
        <Button type="submit" disabled={sending} color="pine" mt="xs">
          {sending ? t`Sending...` : t`Send message`}
        </Button>
      </Stack>
    </form>
  );
}
