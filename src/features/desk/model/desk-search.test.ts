import { expect, it } from 'vitest';

import { parseDeskSearch } from './desk-search';

it('takes the viewings’ day only in the viewings view', () => {
  expect(parseDeskSearch({ view: 'viewings', day: '2026-12-03' })).toEqual({
    view: 'viewings',
    day: '2026-12-03',
  });
  expect(parseDeskSearch({ view: 'viewings', day: 3 })).toEqual({ view: 'viewings' });
  expect(parseDeskSearch({ view: 'leads', day: '2026-12-03' })).toEqual({ view: 'leads' });
  expect(parseDeskSearch({ view: 'elsewhere' })).toEqual({});
});
