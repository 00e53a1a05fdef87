import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { UNITS } from '@/content/units';
import { DESK_SESSION_STORAGE_KEY } from '@/lib/device-storage';

const catalog = vi.hoisted(() => ({ offline: true }));

vi.mock('@/lib/i18n/i18n', () => ({
  loadCatalogOnDemand: () =>
    catalog.offline ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(),
}));
vi.mock('./components/desk-unit-status-button', () => ({
  DeskUnitStatusButton: ({ unit }: { unit: { weNr: string } }) => (
    <button type="button">Status of {unit.weNr}</button>
  ),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

it('shows the status button once the connection is back when its code could not load offline', async () => {
  const { DeskUnitSlot } = await import('./desk-unit-slot');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(DESK_SESSION_STORAGE_KEY, '{}');
  const unit = UNITS[0]!;
  render(<DeskUnitSlot unit={unit} />);
  // Offline: the code could not load, and the next attempt waits for the connection.
  await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  expect(screen.queryByRole('button')).toBeNull();

  catalog.offline = false;
  await act(async () => window.dispatchEvent(new Event('online')));

  expect(await screen.findByRole('button', { name: `Status of ${unit.weNr}` })).toBeInTheDocument();
});

it('shows the button when a staff member signs in in another tab, and hides it at the sign-out', async () => {
  catalog.offline = false;
  const { DeskUnitSlot } = await import('./desk-unit-slot');
  const unit = UNITS[1]!;
  render(<DeskUnitSlot unit={unit} />);
  expect(screen.queryByRole('button')).toBeNull();

  // What the browser tells a tab when another one changes the storage.
  localStorage.setItem(DESK_SESSION_STORAGE_KEY, '{}');
  await act(async () =>
    window.dispatchEvent(new StorageEvent('storage', { key: DESK_SESSION_STORAGE_KEY, newValue: '{}' })),
  );
  expect(await screen.findByRole('button', { name: `Status of ${unit.weNr}` })).toBeInTheDocument();

  localStorage.removeItem(DESK_SESSION_STORAGE_KEY);
  await act(async () =>
    window.dispatchEvent(new StorageEvent('storage', { key: DESK_SESSION_STORAGE_KEY, newValue: null })),
  );
  expect(screen.queryByRole('button')).toBeNull();
});
