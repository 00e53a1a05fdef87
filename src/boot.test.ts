// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

describe('boot', () => {
  it('waits for hydration, then runs its steps one after the other, in order, even after a failure', async () => {
    vi.resetModules();
    const { boot } = await import('./boot');
    const { markHydrated } = await import('./first-load/hydration');
    const ran: string[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const booting = boot([
      { name: 'a', idleTimeoutMs: 10, run: () => void ran.push('a') },
      {
        name: 'b',
        idleTimeoutMs: 10,
        run: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          ran.push('b');
          throw new Error('b failed');
        },
      },
      { name: 'c', idleTimeoutMs: 10, run: () => void ran.push('c') },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual([]);
    markHydrated();
    await booting;
    expect(ran).toEqual(['a', 'b', 'c']);
  });
});
