import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HYDRATED_MARK } from './contract';

afterEach(cleanup);

describe('the hydration signal', () => {
  it('useHydrated renders false first (as the prerendered HTML), then true; after the signal pages are true from their first render', async () => {
    vi.resetModules();
    const { markHydrated, useHydrated, whenHydrated } = await import('./hydration');
    function Probe({ seen }: { seen: boolean[] }) {
      seen.push(useHydrated());
      return null;
    }
    const first: boolean[] = [];
    await act(async () => {
      render(<Probe seen={first} />);
    });
    expect(first[0]).toBe(false);
    expect(first.at(-1)).toBe(true);

    markHydrated();
    await whenHydrated();
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(1);
    // A page rendered after that (a client-side navigation) reads its URL state at once.
    const later: boolean[] = [];
    await act(async () => {
      render(<Probe seen={later} />);
    });
    expect(later.every(Boolean)).toBe(true);
  });
});
