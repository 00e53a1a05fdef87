import { useLingui } from '@lingui/react/macro';
import { Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { LogoMark } from '@/components/brand/logo-mark';
import { deferredPart, preloadQuietly, usePreloadWhenIdle } from '@/components/deferred/deferred-part';
import { company } from '@/content/company';
import { stripLocale } from '@/lib/i18n/locale';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';
import { afterPaint, onIdle } from '@/lib/idle';

import classes from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { navItems } from './nav-items';
import nearScreen from './near-screen.module.css';
import { useContactAction } from './use-contact-action';
import { useHeaderScroll } from './use-header-scroll';

// Loaded ahead once the page is idle (where the menu button shows) or when a finger goes down on the
// button: the tap then opens the drawer in its own render, without suspending (React holds a
// suspended part back a while even once it has loaded).
const MobileMenu = deferredPart(() => import('./mobile-menu').then((module) => module.MobileMenu), {
  when: 'asked',
});
const preloadMenu = () => MobileMenu.preload();

const HEADER_HEIGHT = 70;
const HOME_PATHS = new Set(['/', '/projects']);

/** Whether a path (in either language) shows the home page. */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(stripLocale(pathname).replace(/\/+$/, '') || '/');
}

export function Header() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const params = localeParam(locale);
  // The path only: a change of search or hash (a finder filter) does not re-render the header.
  const pathname = useLocation({ select: (location) => location.pathname });
  const isHome = isHomePath(pathname);
  const { scrolled, hidden } = useHeaderScroll(HEADER_HEIGHT);
  const [menuOpened, menu] = useDisclosure(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const contact = useContactAction();
  const router = useRouter();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Only where the menu button shows (phones): a large screen has the links in the header.
  usePreloadWhenIdle(
    useCallback(async () => {
      if (menuButton.current?.getClientRects().length) await preloadMenu();
    }, []),
  );
  // An open menu is a likely tap on one of its links: their pages' code and texts load meanwhile,
  // once the drawer has painted.
  useEffect(() => {
    if (!menuOpened) return;
    return onIdle(() => {
      for (const item of navItems)
        preloadQuietly(() => router.preloadRoute({ to: item.to, params: localeParam(locale) }));
    }, 300);
  }, [menuOpened, router, locale]);

  const links = (className: string | undefined, onNavigate?: () => void) => (
    <>
      {navItems.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          params={params}
          className={className}
          activeOptions={{ exact: true, includeHash: false }}
          onClick={(event) => {
            if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.button !== 0)
              return;
            // The tap's frame paints first; the page follows in the task after it, and the menu closes
            // with it (the router renders a page whose code and texts are loaded within the click
            // otherwise, and closing the menu first costs a render of its own).
            event.preventDefault();
            afterPaint(() => {
              onNavigate?.();
              void router.navigate({ to: item.to, params });
            });
          }}
        >
          {i18n._(item.label)}
        </Link>
      ))}
      <button
        type="button"
        className={className}
        onClick={() => {
          onNavigate?.();
          contact();
        }}
      >
        {t`Contact`}
      </button>
    </>
  );

  return (
    <header
      className={`${classes.header} ${nearScreen.secondFrame}`}
      data-scrolled={scrolled}
      data-hidden={hidden && !menuOpened}
      data-home={isHome}
    >
      <Container size="lg" className={classes.inner}>
        <Link
          to="/{-$locale}"
          params={params}
          className={classes.brand}
          aria-label={t`${company.brandName}, home`}
        >
          <LogoMark />
          <span>{company.brandName}</span>
        </Link>
        <Group component="nav" aria-label={t`Main`} gap={4} className={classes.nav}>
          {links(classes.link)}
        </Group>
        <Group gap="xs">
          <LanguageSwitch />
          <button
            ref={menuButton}
            type="button"
            className={`${classes.menu} mantine-focus-auto`}
            onPointerDown={() => preloadQuietly(preloadMenu)}
            onClick={() =>
              // As a transition: the tap's frame paints at once, the drawer renders after it.
              startTransition(() => {
                setMenuRequested(true);
                menu.toggle();
              })
            }
            aria-label={menuOpened ? t`Close menu` : t`Open menu`}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          >
            <span />
          </button>
        </Group>
      </Container>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close}>
            {links(classes.drawerLink, menu.close)}
          </MobileMenu>
        </Suspense>
      )}
    </header>
  );
}
