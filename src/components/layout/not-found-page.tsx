import { useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

import { localeParam, useLocale } from '@/lib/i18n/use-locale';
import { NOT_FOUND_PROBE } from '@/site-map/pages';

/** The 404 page. The visited path is logged to the console. */
export function NotFoundPage() {
  const { t } = useLingui();
  const params = localeParam(useLocale());
  // The path once the navigation has settled (not while leaving this page for another).
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });

  useEffect(() => {
    // The prerendered 404 page hydrates under its probe path first; that is not a visit.
    if (pathname === undefined || pathname.endsWith(NOT_FOUND_PROBE)) return;
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={700} ff="heading" c="pine.6" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t`Oops! Page not found`}</Title>
        <Text c="dimmed">{t`The page you are looking for does not exist or has moved.`}</Text>
        <Button size="md" renderRoot={(props) => <Link {...props} to="/{-$locale}" params={params} />}>
          {t`Return to Home`}
        </Button>
      </Stack>
    </Container>
  );
}
