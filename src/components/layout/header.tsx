import { useLingui } from '@lingui/react/macro';
import { Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';

import { LogoMark } from '@/components/brand/logo-mark';
import { company } from '@/content/company';
import { stripLocale } from '@/lib/i18n/locale';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import classes from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { navItems } from './nav-items';
import nearScreen from './near-screen.module.css';
import { useContactAction } from './use-contact-action';
import { useHeaderScroll } from './use-header-scroll';

const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

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

  const links = (className: string | undefined, onNavigate?: () => void) => (
    <>
      {navItems.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          params={params}
          className={className}
          activeOptions={{ exact: true, includeHash: false }}
          onClick={onNavigate}
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
        <Group component="nav" aria-label={t`Main`} gap={4} visibleFrom="sm">
          {links(classes.link)}
        </Group>
        <Group gap="xs">
          <LanguageSwitch />
          <button
            type="button"
            className={`${classes.menu} mantine-focus-auto`}
            onClick={() => {
              setMenuRequested(true);
              menu.toggle();
            }}
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
