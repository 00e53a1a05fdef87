import { describe, expect, it } from 'vitest';

import { isAppleMobile } from './install-platform';

describe('isAppleMobile', () => {
  it('knows iPhones and iPads, also iPadOS posing as a Mac', () => {
    expect(isAppleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari', 5)).toBe(true);
  });

  it('leaves out desktop Macs and Android', () => {
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari', 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/130', 5)).toBe(false);
  });
});
