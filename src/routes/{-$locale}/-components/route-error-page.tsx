import { useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useEffect } from 'react';

import { localeParam, useLocale } from '@/lib/i18n/use-locale';

/**
 * A page that failed to render, in the
 * page's language, inside the site's layout. The error itself is logged, never shown.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const params = localeParam(useLocale());

  useEffect(() => {
    console.error('Render error:', error);
  }, [error]);

  return (
    <Container size="sm" py={96} data-route-error="">
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t`Unexpected Application Error!`}</Title>
        <Text c="dimmed">{t`This page could not be shown.`}</Text>
        <Button
          size="md"
          renderRoot={(props) => <Link {...props} to="/{-$locale}" params={params} reloadDocument />}
        >
          {t`Return to Home`}
        </Button>
      </Stack>
    </Container>
  );
}
