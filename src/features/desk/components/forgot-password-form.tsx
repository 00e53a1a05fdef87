import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';

import { useLocale } from '@/lib/i18n/use-locale';

import { getDeskClient } from '../api/desk-client';
import { deskErrorKind } from '../model/auth-error';
import { DESK_ERROR_TEXTS } from '../model/desk-texts';
import { deskEmailSchema, type EmailIssueCode } from '../model/login-schema';
import { DeskEmailInput } from './desk-email-input';

/**
 * "Forgot password?": Supabase Auth mails a link to set a new password. The answer is the same whether the
 * address has an account or not (nobody learns who is on the team); only an unreachable server is told apart.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [issue, setIssue] = useState<EmailIssueCode | null>(null);
  const [phase, setPhase] = useState<'form' | 'sending' | 'sent' | 'unavailable'>('form');
  const field = useRef<HTMLInputElement>(null);
  // It replaces the sign-in the staff member was in: the keyboard continues in its field.
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(deskEmailSchema, email);
    if (!parsed.success) {
      setIssue(parsed.issues[0].message as EmailIssueCode);
      return;
    }
    setIssue(null);
    setPhase('sending');
    try {
      const supabase = await getDeskClient();
      const { error } = await supabase.auth.resetPasswordForEmail(parsed.output, {
        redirectTo: `${window.location.origin}${locale === 'de' ? '/de' : ''}/auth`,
      });
      setPhase(error && deskErrorKind(error) === 'unavailable' ? 'unavailable' : 'sent');
    } catch (error) {
      setPhase(deskErrorKind(error) === 'unavailable' ? 'unavailable' : 'sent');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Reset your password`}>
      <Stack gap="md" maw={420}>
        <Text>{t`Enter the e-mail address of your team account. We send you a link to set a new password.`}</Text>
        <DeskEmailInput ref={field} value={email} onChange={setEmail} issue={issue} />
        {phase === 'sent' && (
          <Alert color="pine" role="status" data-reset-sent="">
            {t`If this address belongs to a team account, a link to set a new password is on its way. It works once, for 24 hours; check the spam folder too.`}
          </Alert>
        )}
        {phase === 'unavailable' && (
          <Alert color="yellow" role="alert">
            {i18n._(DESK_ERROR_TEXTS.unavailable)}
          </Alert>
        )}
        <Button type="submit" size="md" h={48} color="pine" loading={phase === 'sending'}>
          {t`Send the link`}
        </Button>
        <Button variant="subtle" color="pine" h={48} onClick={onBack}>
          {t`Back to sign-in`}
        </Button>
      </Stack>
    </form>
  );
}
