import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { IconPrinter } from '@/components/icons';
import { useUnsentInput } from '@/lib/unsent-input';

import { ALERT_UNCONFIRMED_DAYS } from '../../../../supabase/functions/_shared/alert-rules';
import { loadAlertConsent, removeAlertSubscriber } from '../api/alert-desk-api';
import { DeskCallError } from '../api/desk-call';
import type { ConsentEntry } from '../model/alert-records';
import { DESK_ERROR_TEXTS, LOGIN_ISSUE_TEXTS } from '../model/desk-texts';
import { checkDeskEmail, type EmailIssueCode } from '../model/login-schema';
import { ConsentRecord } from './consent-record';
import { RemovalSummary } from './removal-summary';
import { RemoveSubscriberDialog } from './remove-subscriber-dialog';

type Lookup =
  | { phase: 'idle' }
  | { phase: 'loading'; email: string }
  | { phase: 'found'; email: string; entries: ConsentEntry[]; readAt: Date }
  | { phase: 'none'; email: string }
  | { phase: 'failed'; email: string; error: DeskCallError | null }
  /** `entries`: the record shown when staff confirmed; `removed`: how many sign-ups the server deleted. */
  | { phase: 'removed'; email: string; entries: ConsentEntry[]; removed: number; at: Date };

type Removal =
  { phase: 'idle' | 'confirming' | 'removing' } | { phase: 'failed'; error: DeskCallError | null };

const callError = (error: unknown) => (error instanceof DeskCallError ? error : null);

/**
 * Finds one subscriber by e-mail address: the consent record, printable as proof, and the removal of every
 * alert of the address on request (after a confirm step). A failed call keeps what is on screen.
 */
export function SubscriberLookup({ staffEmail }: { staffEmail: string }) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const [issue, setIssue] = useState<EmailIssueCode | null>(null);
  const [lookup, setLookup] = useState<Lookup>({ phase: 'idle' });
  const [removal, setRemoval] = useState<Removal>({ phase: 'idle' });
  const latest = useRef(0);
  const recordRef = useRef<HTMLElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useUnsentInput(removal.phase === 'confirming' || removal.phase === 'removing');

  // The answer takes the focus, so that a screen reader reads it and the keyboard goes on from there.
  useEffect(() => {
    if (lookup.phase === 'found') recordRef.current?.focus();
    if (lookup.phase === 'removed') summaryRef.current?.focus();
  }, [lookup.phase]);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDeskEmail(typed);
    if (!checked.success) {
      setIssue(checked.issue);
      return;
    }
    setIssue(null);
    setRemoval({ phase: 'idle' });
    const email = checked.output;
    // Only the newest lookup's answer is shown, however the answers arrive.
    const call = ++latest.current;
    setLookup({ phase: 'loading', email });
    try {
      const entries = await loadAlertConsent(email);
      if (call !== latest.current) return;
      setLookup(
        entries.length === 0
          ? { phase: 'none', email }
          : { phase: 'found', email: entries[0]!.email, entries, readAt: new Date() },
      );
    } catch (error) {
      if (call === latest.current) setLookup({ phase: 'failed', email, error: callError(error) });
    }
  };

  const remove = async () => {
    if (lookup.phase !== 'found') return;
    setRemoval({ phase: 'removing' });
    try {
      const removed = await removeAlertSubscriber(lookup.email);
      // A lookup still under way answers for the time before the removal: it must not replace the summary.
      latest.current++;
      setLookup({ phase: 'removed', email: lookup.email, entries: lookup.entries, removed, at: new Date() });
      setRemoval({ phase: 'idle' });
    } catch (error) {
      setRemoval({ phase: 'failed', error: callError(error) });
    }
  };

  const errorText = (error: DeskCallError | null) => i18n._(DESK_ERROR_TEXTS[error?.kind ?? 'other']);
  const email = lookup.phase === 'idle' ? '' : lookup.email;
  const unconfirmedDays = ALERT_UNCONFIRMED_DAYS;

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void find(event)} noValidate aria-label={t`Find a subscriber`}>
        <Group gap="sm" align="flex-start">
          <TextInput
            label={t`Subscriber's e-mail address`}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={issue ? i18n._(LOGIN_ISSUE_TEXTS[issue]) : undefined}
            size="md"
            w={{ base: '100%', sm: 360 }}
          />
          <Button
            type="submit"
            color="pine"
            h={48}
            mt={{ base: 0, sm: 27 }}
            loading={lookup.phase === 'loading'}
          >
            {t`Show consent record`}
          </Button>
        </Group>
      </form>

      {lookup.phase === 'none' && (
        <Alert color="yellow" role="status" data-consent-none="">
          {t`No alerts for ${email}. Nobody with this address has signed up, or the sign-ups are gone: unsubscribed, removed on request, or deleted ${unconfirmedDays} days after a sign-up that was never confirmed.`}
        </Alert>
      )}
      {lookup.phase === 'failed' && (
        <Alert color="red" role="alert" data-consent-failed="">
          {t`The consent record of ${email} could not be loaded.`} {errorText(lookup.error)}
        </Alert>
      )}

      {lookup.phase === 'found' && (
        <>
          <ConsentRecord
            ref={recordRef}
            email={lookup.email}
            entries={lookup.entries}
            readAt={lookup.readAt}
            staffEmail={staffEmail}
          />
          <Group gap="sm">
            <Button
              variant="default"
              h={48}
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
              onClick={() => window.print()}
            >
              {t`Print or save as PDF`}
            </Button>
            <Button
              variant="outline"
              color="red"
              h={48}
              onClick={() => setRemoval({ phase: 'confirming' })}
              disabled={removal.phase === 'removing'}
            >
              {t`Remove these alerts…`}
            </Button>
          </Group>
          {removal.phase === 'failed' && (
            <Alert color="red" role="alert" data-remove-failed="">
              {t`Nothing was removed: the alerts of ${email} are still there.`} {errorText(removal.error)}
            </Alert>
          )}
          <RemoveSubscriberDialog
            email={lookup.email}
            opened={removal.phase === 'confirming' || removal.phase === 'removing'}
            removing={removal.phase === 'removing'}
            onCancel={() => setRemoval({ phase: 'idle' })}
            onConfirm={() => void remove()}
          />
        </>
      )}

      {lookup.phase === 'removed' && (
        <RemovalSummary
          ref={summaryRef}
          email={lookup.email}
          entries={lookup.entries}
          removed={lookup.removed}
          at={lookup.at}
        />
      )}
    </Stack>
  );
}
