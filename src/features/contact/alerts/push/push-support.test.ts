// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { pushSupport, type PushEnvironment } from './push-support';

const CAPABLE = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, standalone: false };
const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

const env = (overrides: Partial<PushEnvironment>): PushEnvironment => ({
  userAgent: UA.chromeAndroid,
  maxTouchPoints: 5,
  ...CAPABLE,
  ...overrides,
});

describe('pushSupport', () => {
  it('is available where the service worker, PushManager and Notification are', () => {
    expect(pushSupport(env({}))).toBe('available');
    expect(pushSupport(env({ userAgent: UA.firefox, maxTouchPoints: 0 }))).toBe('available');
    expect(pushSupport(env({ userAgent: UA.iPadDesktop, maxTouchPoints: 0 }))).toBe('available'); // a real Mac
  });

  it('asks an iPhone or iPad outside the home screen to install first, also without PushManager there', () => {
    expect(pushSupport(env({ userAgent: UA.iPhoneSafari, hasPushManager: false }))).toBe('install-first');
    expect(pushSupport(env({ userAgent: UA.iPadDesktop, maxTouchPoints: 5 }))).toBe('install-first');
    expect(pushSupport(env({ userAgent: UA.iPhoneSafari, standalone: true }))).toBe('available');
  });

  it('is unsupported without any of the three, and on an installed iPhone too old for push', () => {
    expect(pushSupport(env({ hasPushManager: false }))).toBe('unsupported');
    expect(pushSupport(env({ hasServiceWorker: false }))).toBe('unsupported');
    expect(pushSupport(env({ userAgent: UA.firefox, hasNotification: false }))).toBe('unsupported');
    expect(pushSupport(env({ userAgent: UA.iPhoneSafari, standalone: true, hasPushManager: false }))).toBe(
      'unsupported',
    );
  });
});
