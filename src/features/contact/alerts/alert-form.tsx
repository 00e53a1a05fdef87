import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';

import { company } from '@/content/company';
import { useLocale } from '@/lib/i18n/use-locale';
import { afterPaint } from '@/lib/idle';
import { useUnsentInput } from '@/lib/unsent-input';

import { prefetchChallenge, takeChallenge } from '../challenge/challenge-cache';
import { HoneypotField } from '../components/honeypot-field';
import { PrivacyPolicyLink } from '../components/privacy-policy-link';
import { CONTACT_ISSUE_MESSAGES } from '../model/contact-issue-messages';
import { startOutbox } from '../outbox/outbox';
import { AlertOutcome, type AlertOutcomeState } from './alert-outcome';
import {
  ALERT_CONSENT_VERSION,
  alertSignupSchema,
  type AlertFrequency,
  type AlertTarget,
} from './alert-rules';
import { SearchLimitFields, type SearchLimitProblems } from './search-limit-fields';
import { readSearchLimits, type SearchLimitInputs } from './search-limits';
import { useAlertOutcome } from './use-alert-outcome';

interface Issues {
  email?: string;
  consent?: string;
  send?: string;
  limits?: SearchLimitProblems;
}

const NO_LIMITS: SearchLimitInputs = { maxPrice: '', minArea: '' };

/** The watched target as signed up: a flat with its price choice, or a search with the limits given. */
function signupTarget(
  target: AlertTarget,
  priceChanges: boolean,
  limits: ReturnType<typeof readSearchLimits>,
): AlertTarget {
  if (target.kind === 'unit') return { ...target, priceChanges };
  const maxPrice = limits.maxPrice.ok ? limits.maxPrice.value : undefined;
  const minArea = limits.minArea.ok ? limits.minArea.value : undefined;
  return {
    ...target,
    ...(maxPrice === undefined ? {} : { maxPrice }),
    ...(minArea === undefined ? {} : { minArea }),
  };
}

function limitProblems(limits: ReturnType<typeof readSearchLimits>): SearchLimitProblems {
  return {
    ...(limits.maxPrice.ok ? {} : { maxPrice: limits.maxPrice.problem }),
    ...(limits.minArea.ok ? {} : { minArea: limits.minArea.problem }),
  };
}

/**
 * "Notify me": an e-mail address, instant or daily, and the consent (its text's version is stored with
 * the sign-up as proof). The sign-up goes through the outbox like a message: written offline, it is sent
 * once when the connection returns. The server then mails a link to confirm (double opt-in).
 */
export function AlertForm({ target, onClose }: { target: AlertTarget; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [priceChanges, setPriceChanges] = useState(target.kind === 'unit' && target.priceChanges);
  const [limitInputs, setLimitInputs] = useState<SearchLimitInputs>(NO_LIMITS);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [issues, setIssues] = useState<Issues>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<AlertOutcomeState | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useUnsentInput(!outcome && email.trim() !== '');
  useAlertOutcome(outcome, setOutcome);
  // The spam check's challenge, kept, so that a sign-up made offline can be sent later.
  useEffect(() => afterPaint(() => void prefetchChallenge()), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const limits = readSearchLimits(limitInputs);
    const problems = limitProblems(limits);
    const parsed = v.safeParse(alertSignupSchema, {
      id: crypto.randomUUID(),
      email,
      locale,
      frequency,
      target: signupTarget(target, priceChanges, limits),
      consentVersion: ALERT_CONSENT_VERSION,
    });
    const limitsValid = Object.keys(problems).length === 0;
    const found: Issues = {
      ...(limitsValid ? {} : { limits: problems }),
      ...(email.trim() === ''
        ? { email: t`Please enter your e-mail address.` }
        : parsed.success
          ? {}
          : { email: i18n._(CONTACT_ISSUE_MESSAGES['email.invalid']) }),
      ...(consent ? {} : { consent: t`Please agree, so that we may send you the alerts.` }),
    };
    setIssues(found);
    if (!parsed.success || !consent || !limitsValid) {
      const firstLimit = problems.maxPrice ? 'max-price' : problems.minArea ? 'min-area' : null;
      if (firstLimit) formRef.current?.querySelector<HTMLElement>(`[id="${id}-${firstLimit}"]`)?.focus();
      else if (found.email) emailRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const outbox = await startOutbox();
      const sent = await outbox.watch({ signup: parsed.output, honeypot, challenge: takeChallenge() });
      void prefetchChallenge();
      const address = parsed.output.email;
      if (sent.kind === 'sent') setOutcome({ kind: 'sent', email: address });
      else if (sent.kind === 'queued') setOutcome({ kind: 'queued', email: address, id: sent.id });
      else if (sent.kind === 'refused') setOutcome({ kind: 'refused', email: address });
      else setIssues({ send: t`We could not reach our server. Please check your connection and try again.` });
    } catch (error) {
      console.error('The alert sign-up could not be sent', error);
      setIssues({ send: t`Something went wrong. Please try again.` });
    } finally {
      setSending(false);
    }
  }

  if (outcome) return <AlertOutcome state={outcome} onClose={onClose} onEdit={() => setOutcome(null)} />;

  const brand = company.brandName;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
      data-alert-form=""
    >
      <Stack gap="sm">
        {target.kind === 'search' && (
          <SearchLimitFields
            id={id}
            values={limitInputs}
            problems={issues.limits ?? {}}
            onChange={(field, value) => {
              setLimitInputs((current) => ({ ...current, [field]: value }));
              setIssues((current) => ({ ...current, limits: { ...current.limits, [field]: undefined } }));
            }}
          />
        )}
        <TextInput
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          label={t`Your e-mail address`}
          required
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setIssues((current) => ({ ...current, email: undefined }));
          }}
          error={issues.email}
        />
        <Radio.Group
          label={t`How often`}
          value={frequency}
          onChange={(value) => setFrequency(value === 'daily' ? 'daily' : 'instant')}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="instant" label={t`Right away, one e-mail per change`} />
            <Radio value="daily" label={t`At most once a day, as a summary`} />
          </Stack>
        </Radio.Group>
        {target.kind === 'unit' && (
          <Checkbox
            checked={priceChanges}
            onChange={(event) => setPriceChanges(event.currentTarget.checked)}
            label={t`Also when its price changes`}
          />
        )}
        <HoneypotField id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
        <Checkbox
          checked={consent}
          onChange={(event) => {
            setConsent(event.currentTarget.checked);
            setIssues((current) => ({ ...current, consent: undefined }));
          }}
          error={issues.consent}
          aria-invalid={issues.consent ? true : undefined}
          data-consent-version={ALERT_CONSENT_VERSION}
          label={
            <Trans>
              Yes, {brand} may e-mail me when this changes. I first confirm by e-mail; every alert has a link
              to unsubscribe at once. More in the <PrivacyPolicyLink>privacy policy</PrivacyPolicyLink>.
            </Trans>
          }
        />
        {issues.send && (
          <Text c="red.8" fz="sm" role="alert">
            {issues.send}
          </Text>
        )}
        <Button type="submit" disabled={sending} color="pine" mt="xs">
          {sending ? t`Sending...` : t`Notify me`}
        </Button>
      </Stack>
    </form>
  );
}
