import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { activateLocale } from '@/lib/i18n/i18n';
import type { ImageAsset } from '@/site-map/image-asset';
import { landscapeImage as image } from '@/site-map/image-asset-fixture';
import { theme } from '@/theme';

import { ResponsiveImage } from './responsive-image';

const portrait: ImageAsset = {
  name: 'hero-mobile-1',
  width: 1080,
  height: 1920,
  hash: 'def456',
  widths: [480, 768, 1024],
  color: '#e0e0e0',
};

function renderImage(props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  return render(
    <MantineProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <ResponsiveImage image={image} alt="The park" sizes="100vw" {...props} />
      </I18nProvider>
    </MantineProvider>,
  );
}

afterEach(cleanup);

describe('ResponsiveImage', () => {
  beforeAll(async () => {
    // jsdom has no matchMedia; MantineProvider asks it for the colour scheme.
    window.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    await activateLocale('de');
  });

  it('offers AVIF and WebP sources and a JPEG fallback with intrinsic size, lazily by default', () => {
    const { container } = renderImage();
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toContain('/images/park.abc123-1280.avif 1280w');
    const img = screen.getByRole('img', { name: 'The park' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img.getAttribute('src')).toBe('/images/park.abc123-1024.jpg');
  });

  it('loads the page’s largest image eagerly with high priority', () => {
    renderImage({ priority: true });
    const img = screen.getByRole('img', { name: 'The park' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('puts art-directed sources first, with their media query', () => {
    const { container } = renderImage({ artDirection: [{ media: '(max-width: 639px)', image: portrait }] });
    const first = container.querySelector('source')!;
    expect(first).toHaveAttribute('media', '(max-width: 639px)');
    expect(first.getAttribute('srcset')).toContain('hero-mobile-1.def456-480.avif');
  });

  it('pulses while loading, then shows the image when it has loaded', () => {
    const { container } = renderImage();
    const frame = container.querySelector('[data-state]')!;
    expect(frame).toHaveAttribute('data-state', 'loading');
    fireEvent.load(screen.getByRole('img', { name: 'The park' }));
    expect(frame).toHaveAttribute('data-state', 'loaded');
  });

  it('says the image failed to load, in the page language', () => {
    const { container } = renderImage();
    fireEvent.error(screen.getByRole('img', { name: 'The park' }));
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'failed');
    expect(screen.getByText('Bild konnte nicht geladen werden')).toBeVisible();
  });
});
