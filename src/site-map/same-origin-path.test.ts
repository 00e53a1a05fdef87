import { describe, expect, it } from 'vitest';

import { sameOriginPath } from './same-origin-path';

/** Where a browser on https://site.example goes with this Location / location.replace value. */
const resolvedOrigin = (target: string) => new URL(target, 'https://site.example/team').origin;

describe('sameOriginPath: a redirect target never leaves the site', () => {
  it.each([
    ['//evil.example', '/evil.example'],
    ['///evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/.//evil.example', '/evil.example'],
    ['/./\\evil.example', '/evil.example'],
    ['/..//evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['/%2f/evil.example', '/evil.example'],
    ['/%5C%5Cevil.example', '/evil.example'],
    ['/%5c/evil.example?lang=de#x', '/evil.example?lang=de#x'],
    ['https://evil.example/', '/https://evil.example/'],
    ['//evil.example/de/team?x=1#y', '/evil.example/de/team?x=1#y'],
  ])('%s -> %s', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
    expect(resolvedOrigin(sameOriginPath(target))).toBe('https://site.example');
  });

  it('the literal forms would leave the site without it', () => {
    for (const target of ['//evil.example', '/\\evil.example', '\\\\evil.example'])
      expect(resolvedOrigin(target)).toBe('https://evil.example');
  });

  it('leaves ordinary paths as they are', () => {
    expect(sameOriginPath('/de/team?tab=apartments#apartments')).toBe('/de/team?tab=apartments#apartments');
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('')).toBe('/');
  });
});
