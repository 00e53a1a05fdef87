import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { removeMember, updateMember, type MemberSettings, type TeamMember } from '../api/team-api';
import { memberIssues } from '../model/member-schema';
import { MemberFields } from './member-fields';
import { TeamError } from './team-error';
import { useTeamAction } from './use-team-action';

const nameOf = (member: TeamMember) => member.display_name.trim() || member.email;

/** Name, mail language and role of one member; the first field has the focus. */
export function EditMemberDialog({
  member,
  onClose,
  onSaved,
}: {
  member: TeamMember;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const [settings, setSettings] = useState<MemberSettings>({
    displayName: member.display_name,
    locale: member.locale,
    role: member.role,
  });
  const [nameMissing, setNameMissing] = useState(false);
  const { busy, error, run } = useTeamAction(onSaved);
  const name = nameOf(member);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const missing = Boolean(memberIssues({ displayName: settings.displayName }).displayName);
    setNameMissing(missing);
    if (!missing)
      void run(() => updateMember(member.user_id, { ...settings, displayName: settings.displayName.trim() }));
  };

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={t`Edit ${name}`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-edit-member=""
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <MemberFields
            value={settings}
            onChange={setSettings}
            nameError={nameMissing ? t`Please enter a name` : undefined}
          />
          {error !== null && <TeamError error={error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={48} onClick={onClose} disabled={busy}>
              {t`Cancel`}
            </Button>
            <Button type="submit" color="pine" h={48} loading={busy}>
              {t`Save`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The confirm step before a member loses access; Cancel has the focus. */
export function RemoveMemberDialog({
  member,
  onClose,
  onRemoved,
}: {
  member: TeamMember;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useLingui();
  const { busy, error, run } = useTeamAction(onRemoved);
  const name = nameOf(member);

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={t`Remove ${name}'s access?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-remove-member=""
    >
      <Stack gap="md">
        <Text>
          {t`${member.email} can no longer sign in or see anything in the sales desk, from now on. Their enquiries stay as they are, with their history; give them to someone else in the inbox.`}
        </Text>
        {error !== null && <TeamError error={error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={48} onClick={onClose} disabled={busy} data-autofocus>
            {t`Cancel`}
          </Button>
          <Button
            color="red"
            h={48}
            onClick={() => void run(() => removeMember(member.user_id))}
            loading={busy}
          >
            {t`Remove access`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
