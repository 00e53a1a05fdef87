import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UNITS } from '@/content/units';

import { renderInLocale } from '../../../../tests/unit/render-in-locale';
import { UnitsPanel } from './units-panel';

const api = vi.hoisted(() => ({ loadDeskUnits: vi.fn() }));
vi.mock('../api/desk-api', () => api);
vi.mock('../api/use-alert-demand', () => ({
  useAlertDemand: () => ({ load: { phase: 'ready', demand: new Map() }, refresh: () => undefined }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const [first, missing] = UNITS;

/** The site's badge is handed in by the route; this one shows what the panel gives it (null: not confirmed). */
const StatusProbe = ({ status }: { status: string | null }) => <span data-status-prop={status ?? 'null'} />;

describe('UnitsPanel', () => {
  it('shows a unit the server left out as not confirmed, never available', async () => {
    api.loadDeskUnits.mockResolvedValue({
      states: new Map([
        [
          first!.weNr,
          { we_nr: first!.weNr, status: 'Available', version: 1, hold_until: null, updated_at: null },
        ],
      ]),
    });
    const { container } = await renderInLocale(
      'en',
      ['messages', 'desk'],
      <UnitsPanel StatusBadge={StatusProbe} />,
    );
    await screen.findAllByRole('listitem');
    const item = container.querySelector<HTMLElement>(`[data-unit="${missing!.weNr}"]`)!;
    expect(item.querySelector('[data-status-prop]')?.getAttribute('data-status-prop')).toBe('null');
    const known = container.querySelector<HTMLElement>(`[data-unit="${first!.weNr}"]`)!;
    expect(known.querySelector('[data-status-prop]')?.getAttribute('data-status-prop')).toBe('Available');
  });
});
