import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Locale } from '@/lib/i18n/locale';

import { renderInLocale } from '../../../../tests/unit/render-in-locale';
import type { UnitDemand } from '../model/alert-records';
import { UnitDemandBadges } from './unit-demand-badges';

afterEach(cleanup);

async function badgesOf(locale: Locale, watchers: number, searches: number): Promise<string[]> {
  const demand: UnitDemand = { we_nr: '1.0.1', watchers, searches };
  const { container } = await renderInLocale(
    locale,
    ['messages', 'desk'],
    <UnitDemandBadges demand={demand} />,
  );
  return [...container.querySelectorAll('[data-alert-watchers], [data-alert-searches]')].map(
    (badge) => badge.textContent ?? '',
  );
}

describe('UnitDemandBadges', () => {
  it('counts the watchers, one and many, and names the matching searches only when there are any', async () => {
    expect(await badgesOf('en', 0, 0)).toEqual(['Not watched']);
    expect(await badgesOf('en', 1, 0)).toEqual(['Watched by 1 person']);
    expect(await badgesOf('en', 3, 1)).toEqual(['Watched by 3 people', 'Matches 1 saved search']);
    expect(await badgesOf('en', 0, 2)).toEqual(['Not watched', 'Matches 2 saved searches']);
  });

  it('says it in German', async () => {
    expect(await badgesOf('de', 1, 2)).toEqual(['Von 1 Person beobachtet', 'Passt zu 2 Suchaufträgen']);
    expect(await badgesOf('de', 1200, 1)).toEqual([
      'Von 1.200 Personen beobachtet',
      'Passt zu 1 Suchauftrag',
    ]);
  });
});
