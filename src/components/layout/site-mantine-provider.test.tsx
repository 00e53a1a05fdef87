import {
  Button,
  MantineProvider,
  useMantineColorScheme,
  useMantineContext,
  useMantineTheme,
} from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { theme } from '@/theme';

import { mantineRootProps, SITE_MANTINE_CONTEXT, SiteMantineProvider } from './site-mantine-provider';

afterEach(cleanup);

function contextOf(wrap: (probe: React.ReactNode) => React.ReactNode) {
  let seen: ReturnType<typeof useMantineContext> | undefined;
  function Probe() {
    seen = useMantineContext();
    return null;
  }
  render(wrap(<Probe />));
  cleanup();
  return seen!;
}

/** The context's plain settings (the functions are checked by what they do). */
const settings = (value: ReturnType<typeof useMantineContext>) =>
  Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== 'function'),
  );

describe('SiteMantineProvider', () => {
  it("gives the same settings as MantineProvider would with the site's options", () => {
    // Fails when a Mantine release adds or changes a setting the site's provider does not give.
    const mantine = contextOf((probe) => (
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        withStaticClasses={false}
        withGlobalClasses={false}
        withCssVariables={false}
      >
        {probe}
      </MantineProvider>
    ));
    const site = contextOf((probe) => <SiteMantineProvider theme={theme}>{probe}</SiteMantineProvider>);
    expect(settings(site)).toEqual(settings(mantine));
    expect(site.getRootElement()).toBe(document.documentElement);
    expect(SITE_MANTINE_CONTEXT.colorScheme).toBe('light');
  });

  it("renders Mantine's components with the site's theme, in the light scheme", () => {
    function Probe() {
      const { primaryColor } = useMantineTheme();
      const { colorScheme } = useMantineColorScheme();
      return <Button>{`${primaryColor} ${colorScheme}`}</Button>;
    }
    render(
      <SiteMantineProvider theme={theme}>
        <Probe />
      </SiteMantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'pine light' })).toBeInTheDocument();
  });

  it('marks the root for reduced motion in the prerendered HTML when the theme respects it', () => {
    expect(mantineRootProps(theme)).toMatchObject({
      'data-mantine-color-scheme': 'light',
      'data-respect-reduced-motion': 'true',
    });
    expect(mantineRootProps({ respectReducedMotion: false })).not.toHaveProperty(
      'data-respect-reduced-motion',
    );
  });
});
