import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

import { localeParam, useLocale } from '@/lib/i18n/use-locale';

/** The 404 page (spec §2, §8). The visited path is logged to the console. */
export function NotFoundPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const params = localeParam(useLocale());

  useEffect(() => {
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
        <Button component={Link} to="/{-$locale}" params={params} size="md">
          {t`Return to Home`}
        </Button>
      </Stack>
    </Container>
  );
}
