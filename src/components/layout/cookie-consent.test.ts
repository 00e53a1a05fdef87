// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { chooseCookieConsent, currentCookieConsent, readCookieConsent } from './cookie-consent';

describe('cookie consent where site data is blocked', () => {
  it('never throws, and the banner still closes for this visit once answered', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readCookieConsent()).toBeNull();
    expect(currentCookieConsent()).toBeNull();
    chooseCookieConsent('declined');
    expect(currentCookieConsent()).toBe('declined');
  });
});
