import { useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';

import { PageIntro } from '@/components/layout/page-intro';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { useDeskSession } from '../api/use-desk-session';
import { SignInForm } from './sign-in-form';

/** /auth: the sign-in of the sales team; signed in, the way to the desk and out. */
export function AuthPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { session, signOut } = useDeskSession();
  const openDesk = () => void navigate({ to: '/{-$locale}/desk', params: localeParam(locale) });
  return (
    <>
      <PageIntro
        eyebrow={t`Internal`}
        title={t`Admin Login`}
        lead={t`Sign-in for the Grabbeallee 68 team.`}
      />
      <Container size="lg" pb={64}>
        {session.phase === 'loading' && <Loader color="pine" aria-label={t`Loading`} />}
        {session.phase === 'signed-out' && <SignInForm onSignedIn={openDesk} expired={session.expired} />}
        {session.phase === 'signed-in' && (
          <Stack gap="md" maw={420}>
            <Text>{t`Signed in as ${session.email}.`}</Text>
            <Group gap="sm">
              <Button
                color="pine"
                h={48}
                renderRoot={(props) => <Link to="/{-$locale}/desk" params={localeParam(locale)} {...props} />}
              >
                {t`Open the sales desk`}
              </Button>
              <Button variant="default" h={48} onClick={() => void signOut()}>
                {t`Sign out`}
              </Button>
            </Group>
          </Stack>
        )}
      </Container>
    </>
  );
}
