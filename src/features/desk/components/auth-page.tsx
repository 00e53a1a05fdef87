import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { PageIntro } from '@/components/layout/page-intro';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { getDeskClient } from '../api/desk-client';
import { useDeskSession } from '../api/use-desk-session';
import { readAuthLink } from '../model/auth-link';
import { ForgotPasswordForm } from './forgot-password-form';
import { SetPasswordForm } from './set-password-form';
import { SignInForm } from './sign-in-form';

type Mode = 'sign-in' | 'forgot' | 'link-failed' | { setPassword: 'invite' | 'recovery' };

/**
 * /auth: the sign-in of the sales team, "forgot password", and where an invite or reset link lands to choose
 * a password; signed in, the way to the desk and out.
 */
export function AuthPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { session, signOut } = useDeskSession();
  const [mode, setMode] = useState<Mode>('sign-in');
  const openDesk = () => void navigate({ to: '/{-$locale}/desk', params: localeParam(locale) });

  // A mailed link's session arrives in the fragment: taken once, and out of the address bar at once.
  useEffect(() => {
    const link = readAuthLink(window.location.hash);
    if (!link) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    getDeskClient()
      .then(async (supabase) => {
        if (link.kind === 'failed') {
          setMode('link-failed');
          return;
        }
        setMode({ setPassword: link.type });
        const { error } = await supabase.auth.setSession({
          access_token: link.accessToken,
          refresh_token: link.refreshToken,
        });
        if (error) setMode('link-failed');
      })
      .catch(() => setMode('link-failed'));
  }, []);

  const settingPassword = typeof mode === 'object';
  return (
    <>
      <PageIntro
        eyebrow={t`Internal`}
        title={t`Admin Login`}
        lead={t`Sign-in for the Grabbeallee 68 team.`}
      />
      <Container size="lg" pb={64}>
        {settingPassword ? (
          session.phase === 'signed-in' ? (
            <SetPasswordForm invited={mode.setPassword === 'invite'} onDone={openDesk} />
          ) : (
            <Loader color="pine" aria-label={t`Loading`} />
          )
        ) : mode === 'forgot' || mode === 'link-failed' ? (
          <Stack gap="md">
            {mode === 'link-failed' && (
              <Alert color="yellow" role="alert" maw={420} data-link-failed="">
                {t`This link has expired or was used already. Ask for a new one here.`}
              </Alert>
            )}
            <ForgotPasswordForm onBack={() => setMode('sign-in')} />
          </Stack>
        ) : (
          <>
            {session.phase === 'loading' && <Loader color="pine" aria-label={t`Loading`} />}
            {session.phase === 'signed-out' && (
              <SignInForm
                onSignedIn={openDesk}
                expired={session.expired}
                onForgot={() => setMode('forgot')}
              />
            )}
            {session.phase === 'signed-in' && (
              <Stack gap="md" maw={420}>
                <Text>{t`Signed in as ${session.email}.`}</Text>
                <Group gap="sm">
                  <Button
                    color="pine"
                    h={48}
                    renderRoot={(props) => (
                      <Link to="/{-$locale}/desk" params={localeParam(locale)} {...props} />
                    )}
                  >
                    {t`Open the sales desk`}
                  </Button>
                  <Button variant="default" h={48} onClick={() => void signOut()}>
                    {t`Sign out`}
                  </Button>
                </Group>
              </Stack>
            )}
          </>
        )}
      </Container>
    </>
  );
}
