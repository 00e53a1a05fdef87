import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import classes from './cookie-banner.module.css';
import { chooseCookieConsent, currentCookieConsent, subscribeCookieConsent } from './cookie-consent';

/**
 * Shown while no consent is stored (spec §4). It is decided after hydration, because the
 * prerendered page cannot know what this browser stored; it overlays the page, so nothing shifts.
 */
export function CookieBanner() {
  const { t } = useLingui();
  const params = localeParam(useLocale());
  // The server snapshot says "decided", so the prerendered page and its hydration show no banner.
  const visible = useSyncExternalStore(
    subscribeCookieConsent,
    () => currentCookieConsent() === null,
    () => false,
  );

  if (!visible) return null;

  return (
    <Paper
      component="section"
      role="region"
      aria-label={t`Cookie consent`}
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      className={classes.banner}
    >
      <Text size="sm">
        <Trans>
          We only use what the site needs to work: your language, your cookie choice and messages waiting to
          be sent are kept on this device. Read our{' '}
          <Link to="/{-$locale}/datenschutz" params={params}>
            privacy policy
          </Link>
          .
        </Trans>
      </Text>
      <Group gap="sm" mt="sm" justify="flex-end">
        <Button variant="default" onClick={() => chooseCookieConsent('declined')}>
          {t`Essential Only`}
        </Button>
        <Button onClick={() => chooseCookieConsent('accepted')}>{t`Accept All`}</Button>
      </Group>
    </Paper>
  );
}
