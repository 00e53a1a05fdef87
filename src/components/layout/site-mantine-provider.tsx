/**
 * Mantine's context for a light-only site whose theme variables are in its stylesheet: the theme and
 * the context Mantine's components read, given the way Mantine's own HeadlessMantineProvider gives
 * them (both exported), but with styles. MantineProvider would add a colour-scheme manager, a
 * variables writer and a classes writer that this site switches off, and ship their code on every page.
 */
import {
  MantineContext,
  mantineHtmlProps,
  MantineThemeProvider,
  type MantineThemeOverride,
} from '@mantine/core';
import type { ContextType, ReactNode } from 'react';

type MantineContextValue = NonNullable<ContextType<typeof MantineContext>>;

/** What MantineProvider gives with `forceColorScheme="light"` and no static classes. */
export const SITE_MANTINE_CONTEXT: MantineContextValue = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: false,
  deduplicateInlineStyles: false,
};

/**
 * The root element's attributes Mantine's styles key on, in the prerendered HTML: the colour scheme,
 * and reduced motion where the theme respects it (MantineProvider set the latter only once hydrated).
 */
export function mantineRootProps(
  theme: MantineThemeOverride,
): typeof mantineHtmlProps & { 'data-respect-reduced-motion'?: 'true' } {
  return theme.respectReducedMotion
    ? { ...mantineHtmlProps, 'data-respect-reduced-motion': 'true' }
    : { ...mantineHtmlProps };
}

export function SiteMantineProvider({
  theme,
  children,
}: {
  theme: MantineThemeOverride;
  children: ReactNode;
}) {
  return (
    <MantineContext value={SITE_MANTINE_CONTEXT}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
