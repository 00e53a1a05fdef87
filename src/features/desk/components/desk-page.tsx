import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { INTL_LOCALE } from '@/lib/i18n/locale';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { useDeskMe } from '../api/use-desk-me';
import { useDeskSession } from '../api/use-desk-session';
import { useIdleSignOut } from '../api/use-idle-sign-out';
import type { DeskView } from '../model/desk-search';
import { idleDuration } from '../model/idle-duration';
import { AlertsPanel } from './alerts-panel';
import classes from './desk.module.css';
import { LeadsPanel } from './leads-panel';
import { SalesBoardPanel } from './sales-board-panel';
import { SignInForm } from './sign-in-form';
import { TeamPanel } from './team-panel';
import { UnitsPanel, type StatusBadge } from './units-panel';
import { ViewingsPanel } from './viewings-panel';

const { version, commit, builtAt } = __APP_BUILD__;

/**
 * The sales desk: what needs a person, the units with their statuses, the sales board, the lead inbox, the viewings, the buyer alerts. Signed out it shows
 * the sign-in and nothing of the staff data. Nobody using it for the idle period signs it out (shared tablets).
 */
export function DeskPage({
  view,
  day,
  StatusBadge,
}: {
  view: DeskView;
  /** The viewings' day (Berlin, 'YYYY-MM-DD'), or today. */
  day?: string;
  StatusBadge: StatusBadge;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { session, signOut } = useDeskSession();
  const [idleSignedOut, setIdleSignedOut] = useState<number | null>(null);
  const signedIn = session.phase === 'signed-in';
  const { me, reload: reloadMe } = useDeskMe(signedIn ? session.userId : null);
  const admin = me?.role === 'admin';
  useIdleSignOut(signedIn, (seconds) => {
    void signOut().finally(() => setIdleSignedOut(seconds));
  });
  const idleFor = idleSignedOut === null ? '' : idleDuration(idleSignedOut, INTL_LOCALE[locale]);
  const { date } = useDateFormatters();
  // The build day (ISO) in the reader's own date format; shown as stored if it is no date.
  const builtOn = Number.isNaN(Date.parse(builtAt)) ? builtAt : date(new Date(builtAt));
  const views: { view: DeskView; label: string }[] = [
    { view: 'attention', label: t`Needs attention` },
    { view: 'units', label: t`Units` },
    { view: 'board', label: t`Sales board` },
    { view: 'leads', label: t`Enquiries` },
    { view: 'viewings', label: t`Viewings` },
    { view: 'alerts', label: t`Buyer alerts` },
    ...(admin ? [{ view: 'team' as const, label: t`Team` }] : []),
  ];
  // The team is an admin's view; anyone else who opens its address gets the attention list.
  const shownView = view === 'team' && !admin ? 'attention' : view;
  return (
    <Container size="lg" pt={40} pb={64}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Text tt="uppercase" fw={600} fz="sm" c="gold.8" lts={1}>
              {t`Internal`}
            </Text>
            <Title order={1} fz={{ base: 28, sm: 40 }} c="pine.6">
              {t`Sales desk`}
            </Title>
          </Stack>
          {session.phase === 'signed-in' && (
            <Group gap="sm" align="center">
              <Stack gap={0} align="flex-end" data-desk-user="">
                <Text fz="sm" fw={600} c="charcoal.9" data-desk-user-name="">
                  {me?.display_name.trim() || session.email}
                </Text>
                {me?.display_name.trim() && (
                  <Text fz="xs" c="charcoal.7">
                    {session.email}
                  </Text>
                )}
              </Stack>
              <Button variant="default" h={44} onClick={() => void signOut()}>
                {t`Sign out`}
              </Button>
            </Group>
          )}
        </Group>
        {session.phase === 'loading' && <Loader color="pine" aria-label={t`Loading`} />}
        {session.phase === 'signed-out' && (
          <Stack gap="md">
            {idleSignedOut !== null && (
              <Alert color="yellow" role="status" data-idle-signed-out="">
                {t`Signed out after ${idleFor} without use, so that nobody else can work with your account on this device.`}
              </Alert>
            )}
            <Text>{t`Please sign in to use the sales desk.`}</Text>
            <SignInForm onSignedIn={() => setIdleSignedOut(null)} expired={session.expired} />
          </Stack>
        )}
        {session.phase === 'signed-in' && (
          <>
            <nav aria-label={t`Sales desk`} className={classes.views}>
              {views.map((item) => (
                <Link
                  key={item.view}
                  to="/{-$locale}/desk"
                  params={localeParam(locale)}
                  search={{ view: item.view }}
                  className={classes.viewLink}
                  aria-current={item.view === shownView ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              ))}
            </nav>
            {shownView === 'units' ? (
              <UnitsPanel StatusBadge={StatusBadge} />
            ) : shownView === 'board' ? (
              <SalesBoardPanel StatusBadge={StatusBadge} />
            ) : shownView === 'viewings' ? (
              <ViewingsPanel day={day} userId={session.userId} />
            ) : shownView === 'alerts' ? (
              <AlertsPanel staffEmail={session.email} canExport={admin} />
            ) : shownView === 'team' ? (
              <TeamPanel userId={session.userId} onChanged={reloadMe} />
            ) : (
              <LeadsPanel
                attentionOnly={shownView === 'attention'}
                userId={session.userId}
                canExport={admin}
              />
            )}
          </>
        )}
        <Text fz="sm" c="charcoal.7" data-desk-build="">
          {t`Version ${version}, build ${commit} of ${builtOn}`}
        </Text>
      </Stack>
    </Container>
  );
}
