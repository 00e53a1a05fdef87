import { useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.css';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';

import { getDeskClient } from '../api/desk-client';
import { deskErrorKind, type DeskErrorKind } from '../model/auth-error';
import { DESK_ERROR_TEXTS, LOGIN_ISSUE_TEXTS } from '../model/desk-texts';
import { loginSchema, type LoginIssueCode } from '../model/login-schema';

const passwordSchema = loginSchema.entries.password;

/** After an invite or reset link: the new password, twice; then the desk opens. */
export function SetPasswordForm({ invited, onDone }: { invited: boolean; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [issue, setIssue] = useState<LoginIssueCode | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [failure, setFailure] = useState<DeskErrorKind | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(passwordSchema, password);
    setIssue(parsed.success ? null : (parsed.issues[0].message as LoginIssueCode));
    setMismatch(parsed.success && password !== repeat);
    if (!parsed.success || password !== repeat) return;
    setBusy(true);
    try {
      const supabase = await getDeskClient();
      const { error } = await supabase.auth.updateUser({ password });
      if (error) {
        setFailure(deskErrorKind(error));
        return;
      }
      onDone();
    } catch (error) {
      setFailure(deskErrorKind(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Choose your password`}>
      <Stack gap="md" maw={420}>
        <Text>
          {invited
            ? t`Welcome to the sales team. Choose the password you will sign in with.`
            : t`Choose a new password for your team account.`}
        </Text>
        <PasswordInput
          label={t`New password`}
          description={t`At least 8 characters.`}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={issue ? i18n._(LOGIN_ISSUE_TEXTS[issue]) : undefined}
          size="md"
        />
        <PasswordInput
          label={t`Repeat the password`}
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          error={mismatch ? t`The two passwords are not the same` : undefined}
          size="md"
        />
        {failure && (
          <Alert color={failure === 'unavailable' ? 'yellow' : 'red'} role="alert">
            {i18n._(DESK_ERROR_TEXTS[failure])}
          </Alert>
        )}
        <Button type="submit" size="md" h={48} loading={busy} color="pine">
          {t`Save password`}
        </Button>
      </Stack>
    </form>
  );
}
