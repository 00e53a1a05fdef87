import '@/styles/app.css';

import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { mergeThemeOverrides } from '@mantine/core';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
  useParams,
} from '@tanstack/react-router';
import { memo, useEffect } from 'react';

import { IconSpriteSlot } from '@/components/icons/icon-sprite';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { SiteLayout } from '@/components/layout/site-layout';
import { mantineRootProps, SiteMantineProvider } from '@/components/layout/site-mantine-provider';
import { NoticeDock } from '@/components/toast/notice-dock';
import { noticeDockTheme } from '@/components/toast/notice-dock-theme';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { brandColors } from '@/content/brand';
import { ContactDialogProvider } from '@/features/contact/components/contact-dialog-provider';
import { UpdatePrompt } from '@/features/pwa/components/update-prompt';
import { clickDelivery } from '@/first-load/click-holder';
import { HYDRATED_ATTRIBUTE } from '@/first-load/contract';
import { markHydrated, usePageHydrated } from '@/first-load/hydration';
import { START_UP_SCRIPT } from '@/first-load/start-up-script';
import { langRedirectTarget, localeFromParam } from '@/lib/i18n/locale';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { useLocale } from '@/lib/i18n/use-locale';
import { manifestPath } from '@/site-map/manifest-path';
import { theme } from '@/theme';

/** What every route gets from the router: the one Lingui instance, activated by the `{-$locale}` route. */
export interface RouterContext {
  i18n: I18n;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const target = langRedirectTarget({
      pathname: location.pathname,
      search: location.searchStr,
      hash: location.hash ? `#${location.hash}` : '',
    });
    if (target) throw redirect({ href: target, replace: true });
  },
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: brandColors.green },
      { name: 'color-scheme', content: 'light' },
      { name: 'apple-mobile-web-app-capable', content: 'yes' },
      { name: 'apple-mobile-web-app-status-bar-style', content: 'default' },
      ...(isNotFound(matches)
        ? [
            { title: t`Page not found – Grabbeallee 68` },
            { name: 'description', content: t`Oops! Page not found` },
            { name: 'robots', content: 'noindex' },
          ]
        : []),
    ],
    // The manifest is linked once the page is interactive (Document, below).
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'icon', href: '/icons/favicon-32.png', type: 'image/png', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
    ],
  }),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

/** The site's theme, with modals and drawers ending above the notice dock. */
const siteTheme = mergeThemeOverrides(theme, noticeDockTheme);
const rootProps = mantineRootProps(siteTheme);

/** Layout routes render no page of their own: a path that ends on one of them matched no page. */
const LAYOUT_ROUTE_IDS = new Set<string>(['__root__', '/{-$locale}']);

function isNotFound(matches: { routeId: string; status: string; globalNotFound?: boolean }[]): boolean {
  const leaf = matches.at(-1);
  return (
    !leaf ||
    LAYOUT_ROUTE_IDS.has(leaf.routeId) ||
    matches.some((match) => match.status === 'notFound' || match.globalNotFound === true)
  );
}

/** Created once, so that AppProviders' memo holds when the root re-renders on a navigation. */
const outlet = <Outlet />;

/**
 * Created once too: they follow the router by themselves, so a language switch's quick re-render does
 * not also render all the head's tags.
 */
const headContent = <HeadContent />;
const scripts = <Scripts />;

function RootComponent() {
  const { i18n } = Route.useRouteContext();
  const locale = useParams({ strict: false, select: (params) => localeFromParam(params.locale) });
  return (
    <LocaleProvider i18n={i18n} locale={locale}>
      <Document>{outlet}</Document>
    </LocaleProvider>
  );
}

/**
 * Memoised: the document re-renders once hydrated and on a language switch, and a re-render reaching a
 * deferred section still waiting for its code makes React drop its prerendered HTML.
 */
const AppProviders = memo(function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    // Light only, no static or global classes, no variables in the page (components/layout/site-mantine-provider.tsx).
    <SiteMantineProvider theme={siteTheme}>
      <ContactDialogProvider>
        <SiteLayout>{children}</SiteLayout>
      </ContactDialogProvider>
      {/* Every notice in one column, in this order, above modals (components/toast/notice-dock.tsx). */}
      <NoticeDock>
        <ToastViewport />
        <UpdatePrompt />
        <CookieBanner />
      </NoticeDock>
    </SiteMantineProvider>
  );
});

function Document({ children }: { children: React.ReactNode }) {
  const { i18n: active } = useLingui();
  const locale = useLocale();
  // false in the prerendered HTML and during hydration, true once the page is interactive.
  const hydrated = usePageHydrated();
  // The one hydration signal (first-load/hydration.ts): its children's effects have run.
  useEffect(markHydrated, []);
  return (
    <html lang={active.locale} {...{ [HYDRATED_ATTRIBUTE]: hydrated }} {...rootProps} {...clickDelivery}>
      <head>
        {headContent}
        {/* Before the body is parsed: first-load/start-up-script.ts. */}
        <script dangerouslySetInnerHTML={{ __html: START_UP_SCRIPT }} />
        {/*
          Linked only once hydrated: Chromium fetches a linked manifest and its icon at once, over
          the connection the first screen needs (the home page's LCP was 0.3 s later with it), and
          installing needs the service worker, which starts after hydration anyway. The installed
          app opens in the language it was installed in (site-map/web-manifests.ts).
        */}
        {hydrated && <link rel="manifest" href={manifestPath(locale)} />}
      </head>
      <body>
        <IconSpriteSlot />
        <AppProviders>{children}</AppProviders>
        {scripts}
      </body>
    </html>
  );
}
