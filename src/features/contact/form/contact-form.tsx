import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { hideToast, showToast, type ToastOptions } from '@/components/toast/toast';
import { afterPaint } from '@/lib/idle';
import { PREFERRED_ROOM_LABELS, PREFERRED_ROOM_VALUES } from '@/lib/preferred-rooms';
import { useUnsentInput } from '@/lib/unsent-input';

import { prefetchChallenge, takeChallenge } from '../challenge/challenge-cache';
import { HoneypotField } from '../components/honeypot-field';
import {
  contactIssueText,
  contactRefusal,
  EMPTY_CONTACT_FORM,
  GENERIC_SEND_ERROR,
  hasTypedInput,
  preferredRoomsFor,
  type ContactFormDraft,
} from '../model/contact-form-values';
import { MESSAGE_MAX, validateContactFormFields } from '../model/contact-rules';
import { CONTACT_TOAST_KEY, startOutbox, whenOutboxStarted } from '../outbox/outbox';
import { waitingNotice } from '../stored-messages/waiting-text';
import { ConsentLabel } from './consent-label';
import { ContactConfirmation, type ContactConfirmationState } from './contact-confirmation';
import { useQueuedOutcome } from './use-queued-outcome';

export interface ContactFormProps {
  /** Prefilled by "request exposé" and similar buttons (openContact({ subject, message, rooms })). */
  subject?: string;
  initialMessage?: string;
  /** The rooms of the unit asked about: the room size starts with it. */
  initialRooms?: number;
  /** In the contact dialog: the confirmation's button closes it. */
  onClose?: () => void;
}

type FieldName = keyof ContactFormDraft;

/** The issues shown at their fields: every invalid field at once (the toast says the first). */
type FieldIssues = Partial<Record<FieldName, string>>;

const FIELD_NAMES: readonly string[] = Object.keys(EMPTY_CONTACT_FORM);
const isFieldName = (name: string | null): name is FieldName => name !== null && FIELD_NAMES.includes(name);

/**
 * The contact form. Validation runs on submit with the shared
 * rules (valibot) and marks every invalid field at once (aria-invalid, aria-describedby), so a phone
 * needs one round, not one per field; the destructive toast says the first issue; the browser's own validation bubbles are off (`noValidate`). A valid
 * message goes to the outbox first and is then sent; see outbox/flush-outbox.ts. Once it is sent or
 * queued, a confirmation takes the form's place and says what happens next.
 */
export function ContactForm({ subject = '', initialMessage = '', initialRooms, onClose }: ContactFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<ContactFormDraft>({
    ...EMPTY_CONTACT_FORM,
    message: initialMessage,
    preferredRooms: preferredRoomsFor(initialRooms),
  });
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [confirmation, setConfirmation] = useState<ContactConfirmationState | null>(null);
  // Typed and not yet sent: a new version of the site waits (lib/unsent-input.ts).
  useUnsentInput(!confirmation && hasTypedInput(values, initialMessage));
  const refusalText = useCallback((raw: string) => contactRefusal(raw, i18n).text, [i18n]);
  useQueuedOutcome(confirmation, setConfirmation, refusalText);
  const formRef = useRef<HTMLFormElement>(null);
  // When the form was opened (fill_ms: kept by the server, decides nothing).
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
    // The spam check's challenge, fetched now and kept, so that a message written offline can be sent;
    // after the frame that shows the form.
    return afterPaint(() => void prefetchChallenge());
  }, []);
  // An issue's toast speaks about this form: it goes with it (a closed dialog has no field to fix).
  const issueToast = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (issueToast.current) hideToast(issueToast.current);
    },
    [],
  );

  // Back from the confirmation to the (empty) form: the first field takes the focus.
  const focusNameOnReturn = useRef(false);
  useEffect(() => {
    if (confirmation || !focusNameOnReturn.current) return;
    focusNameOnReturn.current = false;
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [confirmation]);

  const typed = values.message.length;
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const set =
    <K extends FieldName>(name: K) =>
    (value: ContactFormDraft[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      // The field's message stays until the field changes (the next send checks it again).
      setIssues((current) => (name in current ? { ...current, [name]: undefined } : current));
    };
  const errorOf = (name: FieldName) => issues[name];

  /** The props every text field shares: its id (for focus on an issue), value, change handler and issue. */
  const textField = (name: 'fullName' | 'email' | 'phone' | 'message') => ({
    id: fieldId(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name)(event.currentTarget.value),
    error: errorOf(name),
  });

  /** Each outcome replaces the form's toast before it: a success clears the issues it made stale. */
  const toast = (options: Omit<ToastOptions, 'key'>) => {
    const toastId = showToast({ ...options, key: CONTACT_TOAST_KEY });
    issueToast.current = options.variant === 'destructive' ? toastId : null;
  };

  const reset = () => {
    setValues(EMPTY_CONTACT_FORM);
    setHoneypot('');
    setIssues({});
    openedAt.current = Date.now();
  };

  const confirm = (
    next: ContactConfirmationState,
    title: string,
    message: string,
    variant: 'success' | 'info',
  ) => {
    toast({ title, message, variant });
    reset();
    setConfirmation(next);
  };

  /** Marks the fields; the first takes the focus (the one the toast speaks about). */
  const showIssues = (found: { field: string | null; text: string }[]) => {
    const marked = found.filter((issue): issue is { field: FieldName; text: string } =>
      isFieldName(issue.field),
    );
    const first = marked[0];
    if (!first) return;
    setIssues(Object.fromEntries(marked.map(({ field, text }) => [field, text])));
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first.field))}`)?.focus();
  };

  const showError = (message: string) =>
    toast({ title: t`Error sending message`, message, variant: 'destructive' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validateContactFormFields(values);
    if (!result.success) {
      const found = result.issues.map((issue) => ({
        field: issue.field,
        text: contactIssueText(issue, i18n),
      }));
      const first = result.issues[0];
      if (first?.code === 'gdprConsent.required') {
        toast({
          title: t`Please give your consent`,
          message: t`Please accept the privacy policy and data processing terms.`,
          variant: 'destructive',
        });
      } else {
        toast({ title: t`Please check your details`, message: found[0]?.text ?? '', variant: 'destructive' });
      }
      showIssues(found);
      return;
    }
    setIssues({});
    setSending(true);
    try {
      const outbox = await startOutbox();
      // A filled honeypot or a form sent too fast is sent all the same: the server stores it as spam.
      const outcome = await outbox.send({
        values: result.output,
        subject,
        fillMs: Date.now() - openedAt.current,
        honeypot,
        challenge: takeChallenge(),
      });
      // The next message gets a challenge of its own.
      void prefetchChallenge();
      const noCopy = outbox.keepsCopies
        ? ''
        : ` ${t`We could not keep a copy of your message on this device.`}`;
      const email = result.output.email;
      if (outcome.kind === 'sent') {
        confirm(
          { kind: 'sent', email },
          t`Message sent successfully`,
          `${t`We'll get back to you as soon as possible.`}${noCopy}`,
          'success',
        );
      } else if (outcome.kind === 'queued') {
        confirm(
          { kind: 'queued', email, id: outcome.id, waiting: outcome.waiting },
          t`Message saved on this device`,
          waitingNotice(outcome.waiting, i18n),
          'info',
        );
      } else if (outcome.kind === 'unreachable') {
        showError(`${i18n._(GENERIC_SEND_ERROR)}${noCopy}`);
      } else {
        const refusal = contactRefusal(outcome.message, i18n);
        showError(refusal.text);
        showIssues([{ field: refusal.field, text: refusal.text }]);
      }
    } catch (error) {
      console.error('Contact message could not be sent', error);
      showError(i18n._(GENERIC_SEND_ERROR));
    } finally {
      setSending(false);
    }
  }

  if (confirmation) {
    const writeAnother = () => {
      focusNameOnReturn.current = true;
      setConfirmation(null);
    };
    const retry = (queued: string) => void whenOutboxStarted().then((outbox) => outbox.retry(queued));
    // Keyed by the state, so that each new state's heading takes the focus (the button pressed is gone).
    return (
      <ContactConfirmation
        key={confirmation.kind}
        state={confirmation}
        onClose={onClose}
        onWriteAnother={writeAnother}
        onRetry={retry}
      />
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
      <Stack gap="sm">
        <TextInput {...textField('fullName')} label={t`Full name`} required autoComplete="name" />
        <TextInput
          {...textField('email')}
          type="email"
          label={t`Email`}
          required
          autoComplete="email"
          inputMode="email"
        />
        <TextInput
          {...textField('phone')}
          type="tel"
          label={t`Phone number`}
          required
          autoComplete="tel"
          inputMode="tel"
        />
        {/* The schema decides where the text set disagrees: a room size is required, "Flexible" is no preference. */}
        <NativeSelect
          id={fieldId('preferredRooms')}
          label={t`Preferred room size`}
          required
          description={t`Still undecided? Choose “Flexible”.`}
          error={errorOf('preferredRooms')}
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
        {/* Optional, as the schema has it: the text set's asterisk would ask for what is not needed. */}
        <Textarea
          {...textField('message')}
          label={t`Message (optional)`}
          rows={5}
          description={t`${typed} of ${MESSAGE_MAX} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <HoneypotField id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
        <Checkbox
          id={fieldId('gdprConsent')}
          checked={values.gdprConsent}
          onChange={(event) => set('gdprConsent')(event.currentTarget.checked)}
          error={errorOf('gdprConsent')}
          // Mantine marks a checkbox's error with data-error only; assistive technology needs this.
          aria-invalid={errorOf('gdprConsent') ? true : undefined}
          label={<ConsentLabel />}
        />
        {/* Enabled without consent, so that pressing it explains what is missing (the consent notice). */}
        <Button type="submit" disabled={sending} color="pine" mt="xs">
          {sending ? t`Sending...` : t`Send message`}
        </Button>
      </Stack>
    </form>
  );
}
