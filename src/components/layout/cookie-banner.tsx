import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';

import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import classes from './cookie-banner.module.css';
import { chooseCookieConsent, currentCookieConsent, subscribeCookieConsent } from './cookie-consent';

/**
 * Whether the banner shows: never in the prerendered page and its hydration (the server cannot know
 * what this browser stored), then while no choice is stored, here or in another tab. Set as a
 * transition: with useSyncExternalStore, a value that differs from the server's is rendered
 * synchronously right after hydration, in one task with the page's effects (35 ms at 4× CPU on the
 * apartments tab on a first visit); a transition React renders in slices.
 */
function useBannerVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => startTransition(() => setVisible(currentCookieConsent() === null));
    update();
    return subscribeCookieConsent(update);
  }, []);
  return visible;
}

/**
 * Shown while no consent is stored (spec §4). It is decided after hydration, because the
 * prerendered page cannot know what this browser stored; it stands in the notice dock over the
 * page (and over an open modal, where it stays usable), so nothing shifts.
 */
export function CookieBanner() {
  const { t } = useLingui();
  const params = localeParam(useLocale());
  const visible = useBannerVisible();

  if (!visible) return null;

  return (
    <Paper
      component="section"
      role="region"
      aria-label={t`Cookie consent`}
      shadow="lg"
      radius="md"
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
      <Group gap="sm" mt="sm" justify="flex-end" className={classes.choices}>
        <Button variant="default" onClick={() => chooseCookieConsent('declined')}>
          {t`Essential Only`}
        </Button>
        <Button onClick={() => chooseCookieConsent('accepted')}>{t`Accept All`}</Button>
      </Group>
    </Paper>
  );
}
