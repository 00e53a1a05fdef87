import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FAVOURITE_UNITS_STORAGE_KEY } from '@/lib/device-storage';
import { activateLocale, i18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

import { clearFavourites } from '../model/favourites-store';
import { FavouriteButton } from './favourite-button';

afterEach(cleanup);
beforeEach(() => {
  clearFavourites();
  localStorage.clear();
});

async function renderHearts(locale: Locale) {
  await activateLocale(locale, ['messages', 'project']);
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <FavouriteButton weNr="2.3.1" />
        <FavouriteButton weNr="2.3.1" />
        <FavouriteButton weNr="1.0.2" />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('FavouriteButton', () => {
  it('is a toggle button: pressed state, stored on the device, every heart of the unit follows', async () => {
    await renderHearts('en');
    const [first, second] = screen.getAllByRole('button', { name: 'Save apartment 2.3.1 to favourites' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first!);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save apartment 1.0.2 to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(JSON.parse(localStorage.getItem(FAVOURITE_UNITS_STORAGE_KEY)!)).toEqual(['2.3.1']);
    await userEvent.click(second!);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(FAVOURITE_UNITS_STORAGE_KEY)).toBeNull();
  });

  it('works from the keyboard and is named in German', async () => {
    await renderHearts('de');
    const heart = screen.getByRole('button', { name: 'Wohnung 1.0.2 merken' });
    heart.focus();
    await userEvent.keyboard('{Enter}');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a change made in another tab', async () => {
    await renderHearts('en');
    act(() => {
      localStorage.setItem(FAVOURITE_UNITS_STORAGE_KEY, JSON.stringify(['1.0.2']));
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITE_UNITS_STORAGE_KEY }));
    });
    expect(screen.getByRole('button', { name: 'Save apartment 1.0.2 to favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
