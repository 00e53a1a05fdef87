import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { useLocale } from '@/lib/i18n/use-locale';

import { inviteMember, type MemberSettings } from '../api/team-api';
import { memberIssues } from '../model/member-schema';
import { DeskEmailInput } from './desk-email-input';
import { MemberFields } from './member-fields';
import { TeamError } from './team-error';

/** An admin invites a new member by e-mail; Auth mails them the link to choose their password. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [settings, setSettings] = useState<MemberSettings>({ displayName: '', locale, role: 'agent' });
  const [issues, setIssues] = useState<ReturnType<typeof memberIssues>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<{ to: string; rejoined: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = memberIssues({ email, displayName: settings.displayName });
    setIssues(found);
    setSent(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      const address = email.trim().toLowerCase();
      const { rejoined } = await inviteMember(address, {
        ...settings,
        displayName: settings.displayName.trim(),
      });
      setSent({ to: address, rejoined });
      setEmail('');
      setSettings({ displayName: '', locale, role: 'agent' });
      onInvited();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const nameIssue = issues.displayName;
  const emailIssue = issues.email;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Invite a team member`}>
      <Stack gap="md" maw={520}>
        <DeskEmailInput
          value={email}
          onChange={setEmail}
          issue={emailIssue === 'name.required' ? undefined : emailIssue}
          autoComplete="off"
        />
        <MemberFields
          value={settings}
          onChange={setSettings}
          nameError={nameIssue ? t`Please enter a name` : undefined}
        />
        {error !== null && <TeamError error={error} />}
        {sent && (
          <Alert color="pine" role="status" data-invite-sent="">
            {sent.rejoined
              ? t`${sent.to} is back on the team. We e-mailed a link to set a new password; it works once, for 24 hours.`
              : t`Invitation sent to ${sent.to}. The link in the e-mail works once, for 24 hours.`}
          </Alert>
        )}
        <Button type="submit" color="pine" h={48} loading={busy}>
          {t`Send invitation`}
        </Button>
      </Stack>
    </form>
  );
}
