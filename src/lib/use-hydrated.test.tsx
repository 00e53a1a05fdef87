import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useHydrated } from './use-hydrated';

afterEach(cleanup);

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useHydrated());
  return null;
}

describe('useHydrated', () => {
  it('renders false first (as the prerendered HTML), then true; later pages are true from their first render', async () => {
    const first: boolean[] = [];
    await act(async () => {
      render(<Probe seen={first} />);
    });
    expect(first[0]).toBe(false);
    expect(first.at(-1)).toBe(true);

    // A page rendered after that (a client-side navigation) reads its URL state at once.
    const later: boolean[] = [];
    await act(async () => {
      render(<Probe seen={later} />);
    });
    expect(later.every(Boolean)).toBe(true);
  });
});
