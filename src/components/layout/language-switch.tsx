import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

import { preloadQuietly, usePreloadWhenIdle } from '@/components/deferred/deferred-part';
import { preloadPageLocale } from '@/lib/i18n/i18n';
import { LOCALES, switchTarget, type Locale } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { afterPaint } from '@/lib/idle';

import classes from './language-switch.module.css';

const LABEL: Record<Locale, string> = { en: 'EN', de: 'DE' };

/**
 * EN|DE: the same page in the other language; the choice is kept in localStorage `locale` by the
 * page's click listener, hydrated or not (LANGUAGE_LINK_SELECTOR in first-load/contract.ts).
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const location = useLocation();
  const current = {
    pathname: location.pathname,
    search: location.searchStr,
    hash: location.hash ? `#${location.hash}` : '',
  };
  const names: Record<Locale, string> = { en: t`English`, de: t`Deutsch` };
  // The other language's texts for this page load once the page is idle (and when a finger goes
  // down on the link): the tap then renders the page in that language without waiting for them.
  const other = LOCALES.find((candidate) => candidate !== locale)!;
  const otherPath = switchTarget({ pathname: location.pathname, search: '', hash: '' }, other);
  const preloadOther = useCallback(() => preloadPageLocale(otherPath), [otherPath]);
  usePreloadWhenIdle(preloadOther);

  return (
    <nav aria-label={t`Language`} className={classes.switch}>
      {LOCALES.map((target, index) => {
        const href = switchTarget(current, target);
        return (
          <span key={target} className={classes.item}>
            {index > 0 && (
              <span aria-hidden="true" className={classes.separator}>
                |
              </span>
            )}
            <a
              href={href}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              className={classes.link}
              onPointerDown={target === locale ? undefined : () => preloadQuietly(preloadOther)}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                // After the tap's frame has painted; the `{-$locale}` route activates the language, its texts loaded ahead.
                if (target !== locale) afterPaint(() => void router.navigate({ href }));
              }}
            >
              {/* Named "DE Deutsch": the visible code first, then the language's name. */}
              {LABEL[target]}
              <VisuallyHidden component="span"> {names[target]}</VisuallyHidden>
            </a>
          </span>
        );
      })}
    </nav>
  );
}
