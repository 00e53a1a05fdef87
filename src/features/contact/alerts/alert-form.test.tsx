import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Locale } from '@/lib/i18n/locale';

import { renderInRouter } from '../../../../tests/unit/render-in-locale';
import type { OutgoingAlert } from '../outbox/outbox-interface';
import { AlertDialog } from './alert-dialog';
import type { AlertTarget } from './alert-rules';

const watch = vi.fn(async (_alert: OutgoingAlert) => ({ kind: 'sent' as const }));
vi.mock('../outbox/outbox', () => ({
  startOutbox: async () => ({ watch }),
  whenOutboxStarted: () => new Promise(() => {}),
}));
vi.mock('../challenge/challenge-cache', () => ({
  prefetchChallenge: async () => undefined,
  takeChallenge: () => undefined,
}));

afterEach(() => {
  cleanup();
  watch.mockClear();
});

const SEARCH: AlertTarget = { kind: 'search', projectId: 'grabbeallee-68', building: 2, rooms: 3 };

async function renderDialog(locale: Locale, target: AlertTarget) {
  await renderInRouter(locale, ['messages', 'alerts'], () => (
    <AlertDialog target={target} opened onClose={() => {}} />
  ));
  return screen.findByRole('dialog');
}

async function fillTheRest(dialog: HTMLElement, email: RegExp, consent: RegExp) {
  const user = userEvent.setup({ delay: null });
  // Pasted: typed key by key, each keystroke re-renders the whole dialog.
  await user.click(within(dialog).getByRole('textbox', { name: email }));
  await user.paste('buyer@example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: consent }));
  return user;
}

describe('the alert form of a search', () => {
  it('sends the price and area limits given with the search', async () => {
    const dialog = await renderDialog('en', SEARCH);
    const user = await fillTheRest(dialog, /Your e-mail address/, /may e-mail me/);
    const price = within(dialog).getByRole('textbox', { name: 'Price up to (€)' });
    // Mantine's NumberInput asks phones for their number pad.
    expect(price).toHaveAttribute('inputmode', 'decimal');
    await user.type(price, '450000');
    expect(price).toHaveValue('450,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Living area from (m²)' }), '70.5');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    await within(dialog).findByRole('heading', { name: 'Please confirm your alert' });
    expect(watch).toHaveBeenCalledTimes(1);
    expect(watch.mock.calls[0]![0].signup.target).toEqual({ ...SEARCH, maxPrice: 450_000, minArea: 70.5 });
  });

  it('leaves empty limits out: any price, any size', async () => {
    const dialog = await renderDialog('en', SEARCH);
    const user = await fillTheRest(dialog, /Your e-mail address/, /may e-mail me/);
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    await within(dialog).findByRole('heading', { name: 'Please confirm your alert' });
    expect(watch.mock.calls[0]![0].signup.target).toEqual(SEARCH);
  });

  it('refuses a limit out of bounds with a specific error in German, focuses it and sends nothing', async () => {
    const dialog = await renderDialog('de', SEARCH);
    const user = await fillTheRest(dialog, /Ihre E-Mail-Adresse/, /darf mir schreiben/);
    const price = within(dialog).getByRole('textbox', { name: 'Preis bis (€)' });
    await user.type(price, '4500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Wohnfläche ab (m²)' }), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Benachrichtigen' }));
    expect(price).toHaveAccessibleDescription(
      'Bitte mindestens 50.000\u00a0€ eingeben – oder leer lassen für jeden Preis.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Wohnfläche ab (m²)' })).toHaveAccessibleDescription(
      'Bitte höchstens 500\u00a0m² eingeben – oder leer lassen für jede Größe.',
    );
    expect(price).toHaveFocus();
    expect(watch).not.toHaveBeenCalled();
    // Corrected, it goes.
    await user.clear(price);
    await user.type(price, '450000');
    expect(price).toHaveValue('450.000');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Wohnfläche ab (m²)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Benachrichtigen' }));
    await within(dialog).findByRole('heading', { name: 'Bitte bestätigen Sie Ihre Benachrichtigung' });
    expect(watch.mock.calls[0]![0].signup.target).toEqual({ ...SEARCH, maxPrice: 450_000 });
  });

  it('has no limits for a single flat', async () => {
    const dialog = await renderDialog('en', {
      kind: 'unit',
      projectId: 'grabbeallee-68',
      weNr: '1.3.4',
      priceChanges: false,
    });
    expect(within(dialog).queryByRole('textbox', { name: 'Price up to (€)' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Living area from (m²)' })).toBeNull();
  });
});
