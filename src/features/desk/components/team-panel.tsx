import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';

import { useDateFormatters } from '@/lib/i18n/use-date-formatters';

import { DeskCallError } from '../api/desk-call';
import { loadTeam, type TeamMember } from '../api/team-api';
import { MAIL_LANGUAGE_LABELS, ROLE_LABELS } from '../model/team-texts';
import { DeskLoadFailed } from './desk-load-failed';
import classes from './desk.module.css';
import { InviteForm } from './invite-form';
import { EditMemberDialog, RemoveMemberDialog } from './member-dialogs';

type Load =
  | { phase: 'loading' }
  | { phase: 'live'; team: TeamMember[] }
  | { phase: 'failed'; error: DeskCallError | null };
type Open = { dialog: 'edit' | 'remove'; member: TeamMember } | null;

/** The team for admins: invite by e-mail, each member's name, mail language and role, and removing access. */
export function TeamPanel({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const { dateTime } = useDateFormatters();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [open, setOpen] = useState<Open>(null);

  const refresh = useCallback(() => {
    loadTeam().then(
      (team) => setLoad({ phase: 'live', team }),
      (error: unknown) => setLoad({ phase: 'failed', error: error instanceof DeskCallError ? error : null }),
    );
  }, []);
  useEffect(refresh, [refresh]);
  const changed = () => {
    setOpen(null);
    refresh();
    onChanged();
  };

  return (
    <Stack gap="xl">
      <section aria-labelledby="invite-title" className={classes.panelSection}>
        <Stack gap="sm">
          <Title order={2} id="invite-title" fz={{ base: 22, sm: 26 }}>
            {t`Invite a team member`}
          </Title>
          <Text>{t`They get an e-mail with a link to choose their password, then sign in at the desk.`}</Text>
          <InviteForm onInvited={refresh} />
        </Stack>
      </section>
      <section aria-labelledby="team-title" className={classes.panelSection}>
        <Stack gap="sm">
          <Title order={2} id="team-title" fz={{ base: 22, sm: 26 }}>
            {t`Team`}
          </Title>
          {load.phase === 'loading' && <Loader color="pine" aria-label={t`Loading`} />}
          {load.phase === 'failed' && <DeskLoadFailed error={load.error} onRetry={refresh} />}
          {load.phase === 'live' && (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {load.team.map((member) => (
                <li key={member.user_id} className={classes.row} data-member={member.email}>
                  <Stack gap={6}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={700}>{member.display_name || member.email}</Text>
                      <Badge color={member.role === 'admin' ? 'gold' : 'pine'} variant="light">
                        {i18n._(ROLE_LABELS[member.role])}
                      </Badge>
                    </Group>
                    <Text className={classes.meta}>
                      {member.email} · {t`Mail language: ${MAIL_LANGUAGE_LABELS[member.locale]}`}
                    </Text>
                    <Text className={classes.meta}>
                      {member.last_sign_in_at
                        ? t`Last signed in ${dateTime(member.last_sign_in_at)}`
                        : t`Not signed in yet`}
                    </Text>
                    <Group gap="sm">
                      <Button variant="default" h={44} onClick={() => setOpen({ dialog: 'edit', member })}>
                        {t`Edit`}
                      </Button>
                      {member.user_id !== userId && (
                        <Button
                          variant="default"
                          color="red"
                          h={44}
                          onClick={() => setOpen({ dialog: 'remove', member })}
                        >
                          {t`Remove access`}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </section>
      {open?.dialog === 'edit' && (
        <EditMemberDialog member={open.member} onClose={() => setOpen(null)} onSaved={changed} />
      )}
      {open?.dialog === 'remove' && (
        <RemoveMemberDialog member={open.member} onClose={() => setOpen(null)} onRemoved={changed} />
      )}
    </Stack>
  );
}
