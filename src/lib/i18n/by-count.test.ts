import { describe, expect, it } from 'vitest';

import { byCount } from './by-count';
import { INTL_LOCALE } from './locale';

describe('byCount', () => {
  it.each(['en', 'de'] as const)('picks the form CLDR picks for every count up to 10,000 (%s)', (locale) => {
    const rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    const counts = Array.from({ length: 10_001 }, (_, count) => count);
    const differing = counts.filter(
      (count) => byCount(count, { one: 'one', other: 'other' }) !== rules.select(count),
    );
    expect(differing).toEqual([]);
  });
});
