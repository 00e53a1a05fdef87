import { describe, expect, it } from 'vitest';

import { deviceImageWidth, precacheForDevice, widthForDevice } from './device-image-width';

const entries = [
  { url: 'index.html', revision: 'a' },
  { url: 'assets/entry-client-abc.js', revision: null },
  ...[480, 768, 1024].flatMap((width) =>
    ['avif', 'webp'].map((format) => ({
      url: `images/hero-mobile-1.ad1435b305-${width}.${format}`,
      revision: null,
    })),
  ),
  { url: 'images/logo.0123456789-300.avif', revision: null },
];

describe('image precache per device', () => {
  it('rounds the shorter screen side in device pixels up to a variant width', () => {
    expect(deviceImageWidth({ width: 412, height: 823 }, 1.75)).toBe(768);
    expect(deviceImageWidth({ width: 915, height: 412 }, 2.625)).toBe(1280);
    expect(deviceImageWidth({ width: 3840, height: 2160 }, 2)).toBe(1920);
  });

  it('takes the narrowest width that covers the device, else the widest', () => {
    expect(widthForDevice([480, 768, 1024], 768)).toBe(768);
    expect(widthForDevice([480, 768, 1024], 1280)).toBe(1024);
  });

  it('keeps every page and script and one AVIF variant of each image', () => {
    expect(precacheForDevice(entries, 768).map((entry) => entry.url)).toEqual([
      'index.html',
      'assets/entry-client-abc.js',
      'images/hero-mobile-1.ad1435b305-768.avif',
      'images/logo.0123456789-300.avif',
    ]);
  });
});
