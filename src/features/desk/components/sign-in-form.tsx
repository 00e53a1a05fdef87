import { useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
// Mantine's styles are imported per component (src/styles/app.css has the site's); this one only the desk uses.
import '@mantine/core/styles/PasswordInput.css';
import { useState, type FormEvent } from 'react';

import { getDeskClient } from '../api/desk-client';
import { deskErrorKind, type DeskErrorKind } from '../model/auth-error';
import { DESK_ERROR_TEXTS, LOGIN_ISSUE_TEXTS } from '../model/desk-texts';
import { validateLogin, type LoginIssueCode } from '../model/login-schema';
import { DeskEmailInput } from './desk-email-input';

/**
 * E-mail and password for Supabase Auth. Field rules are shown at their field; what
 * the server answers (wrong password, unreachable, too many attempts) above the button.
 */
export function SignInForm({
  onSignedIn,
  expired = false,
  onForgot,
}: {
  onSignedIn: () => void;
  expired?: boolean;
  /** Offers "Forgot password?" (the /auth page's reset form). */
  onForgot?: () => void;
}) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<Partial<Record<'email' | 'password', LoginIssueCode>>>({});
  const [failure, setFailure] = useState<DeskErrorKind | null>(expired ? 'expired' : null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateLogin({ email, password });
    if (!result.success) {
      setIssues(result.issues);
      setFailure(null);
      return;
    }
    setIssues({});
    setBusy(true);
    try {
      const supabase = await getDeskClient();
      const { error } = await supabase.auth.signInWithPassword(result.output);
      if (error) {
        setFailure(deskErrorKind(error));
        return;
      }
      setFailure(null);
      onSignedIn();
    } catch (error) {
      setFailure(deskErrorKind(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Sign in`}>
      <Stack gap="md" maw={420}>
        <DeskEmailInput value={email} onChange={setEmail} issue={issues.email} />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={issues.password ? i18n._(LOGIN_ISSUE_TEXTS[issues.password]) : undefined}
          size="md"
        />
        {failure && (
          <Alert
            color={failure === 'unavailable' ? 'yellow' : 'red'}
            role="alert"
            data-sign-in-error={failure}
          >
            {i18n._(DESK_ERROR_TEXTS[failure])}
          </Alert>
        )}
        <Button type="submit" size="md" h={48} loading={busy} color="pine">
          {t`Sign in`}
        </Button>
        {onForgot && (
          <Button variant="subtle" color="pine" h={48} onClick={onForgot}>
            {t`Forgot password?`}
          </Button>
        )}
      </Stack>
    </form>
  );
}
