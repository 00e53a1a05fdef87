// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  langRedirectTarget,
  localeFromParam,
  localeFromPath,
  localizePath,
  shouldScrollToTop,
  storeLocale,
  stripLocale,
  switchTarget,
} from './locale';

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('localeFromParam: the `{-$locale}` segment', () => {
  it.each([
    ['de', 'de'],
    [undefined, 'en'],
    // An unknown segment is an English path that matches no page: its 404 is English.
    ['fr', 'en'],
    ['', 'en'],
  ] as const)('%s is %s', (segment, locale) => {
    expect(localeFromParam(segment)).toBe(locale);
  });
});

describe('localeFromPath: a path starting with /de is German, any other path is English', () => {
  it.each([
    ['/de', 'de'],
    ['/de/', 'de'],
    ['/de/team', 'de'],
    ['/de/projects/grabbeallee-68', 'de'],
    ['/', 'en'],
    ['/team', 'en'],
    ['/deutsch', 'en'],
    ['/design', 'en'],
    ['/en/team', 'en'],
  ])('%s -> %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe('stripLocale and localizePath: German pages mirror the English path under /de', () => {
  it('strips the prefix, the German home being exactly /de', () => {
    expect(stripLocale('/de')).toBe('/');
    expect(stripLocale('/de/team')).toBe('/team');
    expect(stripLocale('/team')).toBe('/team');
    expect(stripLocale('/design')).toBe('/design');
  });

  it('builds the path of either language from either language', () => {
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/team', 'de')).toBe('/de/team');
    expect(localizePath('/de/team', 'de')).toBe('/de/team');
    expect(localizePath('/de/team', 'en')).toBe('/team');
    expect(localizePath('/de', 'en')).toBe('/');
    expect(localizePath('/projects/grabbeallee-68', 'de')).toBe('/de/projects/grabbeallee-68');
  });
});

describe('langRedirectTarget: ?lang=de|en redirects, keeps the hash, removes the parameter', () => {
  it('goes to the German path for lang=de', () => {
    expect(langRedirectTarget(url('/team', '?lang=de', '#principles'))).toBe('/de/team#principles');
    expect(langRedirectTarget(url('/', '?lang=de'))).toBe('/de');
  });

  it('goes to the English path for lang=en', () => {
    expect(langRedirectTarget(url('/de/team', '?lang=en', '#x'))).toBe('/team#x');
    expect(langRedirectTarget(url('/de', '?lang=en'))).toBe('/');
  });

  it('keeps other parameters and drops only lang', () => {
    expect(
      langRedirectTarget(url('/projects/grabbeallee-68', '?tab=apartments&lang=de&b=2', '#apartments')),
    ).toBe('/de/projects/grabbeallee-68?tab=apartments&b=2#apartments');
  });

  it('redirects to the same path when the language already matches (only the parameter goes)', () => {
    expect(langRedirectTarget(url('/de/team', '?lang=de'))).toBe('/de/team');
  });

  it.each([
    ['//evil.example', '?lang=en', '/evil.example'],
    ['/\\evil.example', '?lang=en', '/evil.example'],
    ['/.//evil.example', '?lang=en', '/evil.example'],
    ['/%2F%2Fevil.example', '?lang=en', '/evil.example'],
    ['/%5Cevil.example', '?lang=en', '/evil.example'],
    ['//evil.example', '?lang=de', '/de/evil.example'],
  ])('keeps %s%s on the site: %s', (pathname, search, target) => {
    expect(langRedirectTarget(url(pathname, search))).toBe(target);
  });

  it('ignores other values and a missing parameter', () => {
    expect(langRedirectTarget(url('/team', '?lang=fr'))).toBeNull();
    expect(langRedirectTarget(url('/team', '?lang=DE'))).toBeNull();
    expect(langRedirectTarget(url('/team', '?lang='))).toBeNull();
    expect(langRedirectTarget(url('/team', ''))).toBeNull();
  });
});

describe('switchTarget: the EN|DE switch goes to the equivalent path and removes lang', () => {
  it('switches both ways and keeps hash and other parameters', () => {
    expect(switchTarget(url('/team', '', '#bio'), 'de')).toBe('/de/team#bio');
    expect(switchTarget(url('/de/team', '?lang=de&tab=1'), 'en')).toBe('/team?tab=1');
    expect(switchTarget(url('/', ''), 'de')).toBe('/de');
    expect(switchTarget(url('/de', ''), 'en')).toBe('/');
  });

  it('goes to the home pages from the prerendered 404 pages, not to their probe path', () => {
    expect(switchTarget(url('/__not-found__'), 'de')).toBe('/de');
    expect(switchTarget(url('/__not-found__'), 'en')).toBe('/');
    expect(switchTarget(url('/de/__not-found__'), 'en')).toBe('/');
  });
});

describe('shouldScrollToTop: only when the path without prefix changed and there is no hash', () => {
  it('scrolls when the page changes', () => {
    expect(shouldScrollToTop('/', { pathname: '/team', hash: '' })).toBe(true);
    expect(shouldScrollToTop('/de/team', { pathname: '/de/brand', hash: '' })).toBe(true);
  });

  it('does not scroll when only the language changes', () => {
    expect(shouldScrollToTop('/team', { pathname: '/de/team', hash: '' })).toBe(false);
    expect(shouldScrollToTop('/de', { pathname: '/', hash: '' })).toBe(false);
  });

  it('does not scroll when there is a hash anchor', () => {
    expect(shouldScrollToTop('/team', { pathname: '/', hash: 'contact' })).toBe(false);
  });

  it('does not scroll on the first render', () => {
    expect(shouldScrollToTop(undefined, { pathname: '/team', hash: '' })).toBe(false);
  });
});

describe('stored locale under the localStorage key "locale"', () => {
  beforeEach(() => localStorage.clear());

  it("stores the switch's choice, and nothing that is not a language", () => {
    expect(localStorage.getItem('locale')).toBeNull();
    storeLocale('de');
    expect(localStorage.getItem('locale')).toBe('de');
    storeLocale('en');
    expect(localStorage.getItem('locale')).toBe('en');
    storeLocale('fr');
    storeLocale(null);
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('never throws where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => storeLocale('de')).not.toThrow();
  });
});
