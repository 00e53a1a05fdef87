import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Locale } from '@/lib/i18n/locale';

import { renderInLocale } from '../../../../tests/unit/render-in-locale';
import { DeskCallError } from '../api/desk-call';
import type { ConsentEntry } from '../model/alert-records';
import { SubscriberLookup } from './subscriber-lookup';

const api = vi.hoisted(() => ({ loadAlertConsent: vi.fn(), removeAlertSubscriber: vi.fn() }));
vi.mock('../api/alert-desk-api', () => api);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const confirmed: ConsentEntry = {
  email: 'Anna.Berg@example.com',
  target: { kind: 'unit', projectId: 'grabbeallee-68', weNr: '1.0.1', priceChanges: false },
  locale: 'de',
  frequency: 'instant',
  status: 'confirmed',
  signed_up_at: new Date('2026-11-29T13:03:12Z'),
  signup_ip: '203.0.113.7',
  consent_text_version: '2026-11-29',
  confirmed_at: new Date('2026-11-29T13:05:40Z'),
  confirm_ip: '198.51.100.4',
};
const waiting: ConsentEntry = {
  ...confirmed,
  target: { kind: 'search', projectId: 'grabbeallee-68', rooms: 2 },
  status: 'pending',
  frequency: 'daily',
  signup_ip: null,
  confirmed_at: null,
  confirm_ip: null,
};

async function renderLookup(locale: Locale) {
  await renderInLocale(locale, ['messages', 'desk'], <SubscriberLookup staffEmail="staff@example.com" />);
  return userEvent.setup();
}

async function find(user: ReturnType<typeof userEvent.setup>, address: string, labels = LABELS.en) {
  await user.clear(screen.getByRole('textbox', { name: labels.address }));
  await user.type(screen.getByRole('textbox', { name: labels.address }), `${address}{Enter}`);
}

const LABELS = {
  en: { address: "Subscriber's e-mail address" },
  de: { address: 'E-Mail-Adresse der angemeldeten Person' },
};

describe('SubscriberLookup', () => {
  it('asks for a valid address at its field before asking the server', async () => {
    const user = await renderLookup('en');
    await find(user, 'anna@');
    expect(screen.getByText('Please enter a valid e-mail address')).toBeVisible();
    expect(api.loadAlertConsent).not.toHaveBeenCalled();
  });

  it('shows the consent record of every sign-up and takes the focus to it', async () => {
    api.loadAlertConsent.mockResolvedValue([confirmed, waiting]);
    const user = await renderLookup('en');
    await find(user, ' anna.berg@example.com ');
    expect(api.loadAlertConsent).toHaveBeenCalledWith('anna.berg@example.com');
    const record = await screen.findByRole('region', {
      name: 'Consent to buyer alerts: Anna.Berg@example.com',
    });
    expect(record).toHaveFocus();
    const [first, second] = within(record).getAllByRole('listitem');
    expect(first).toHaveTextContent('Apartment 1.0.1: when it becomes available');
    expect(first).toHaveTextContent('Signed up29 November 2026 at 14:03:12 GMT+1');
    expect(first).toHaveTextContent('Signed up from IP address203.0.113.7');
    expect(first).toHaveTextContent('Consent text version2026-11-29');
    expect(first).toHaveTextContent('Confirmed from IP address198.51.100.4');
    expect(second).toHaveTextContent('Search: 2 rooms');
    expect(second).toHaveTextContent('StatusNot confirmed yet');
    expect(second).toHaveTextContent('Signed up from IP addressnot recorded');
    expect(second).toHaveTextContent('Confirmednot yet');
    expect(record).toHaveTextContent('Read from the database on');
    expect(record).toHaveTextContent('by staff@example.com');
  });

  it('says so when an address has no alerts', async () => {
    api.loadAlertConsent.mockResolvedValue([]);
    const user = await renderLookup('en');
    await find(user, 'nobody@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('No alerts for nobody@example.com.');
  });

  it('removes only after the confirm step, then says what was erased (German)', async () => {
    api.loadAlertConsent.mockResolvedValue([confirmed, waiting]);
    api.removeAlertSubscriber.mockResolvedValue(2);
    const user = await renderLookup('de');
    await find(user, 'anna.berg@example.com', LABELS.de);
    await user.click(await screen.findByRole('button', { name: 'Diese Benachrichtigungen entfernen …' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Alle Benachrichtigungen für Anna.Berg@example.com entfernen?',
    });
    // Cancel first: a stray Enter removes nothing.
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(api.removeAlertSubscriber).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Diese Benachrichtigungen entfernen …' }));
    await user.click(await screen.findByRole('button', { name: 'Endgültig entfernen' }));
    expect(api.removeAlertSubscriber).toHaveBeenCalledWith('Anna.Berg@example.com');
    const summary = await screen.findByRole('status');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Benachrichtigungen entfernt');
    expect(summary).toHaveTextContent(/2 Anmeldungen von Anna\.Berg@example\.com wurden am .+ gelöscht\./);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wohnung 1.0.1: sobald sie verfügbar wird', 'Suchauftrag: 2 Zimmer']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps the record and says nothing was removed when the removal fails', async () => {
    api.loadAlertConsent.mockResolvedValue([confirmed]);
    api.removeAlertSubscriber.mockRejectedValue(
      new DeskCallError('Removing the alerts: offline', 'unavailable'),
    );
    const user = await renderLookup('en');
    await find(user, 'anna.berg@example.com');
    await user.click(await screen.findByRole('button', { name: 'Remove these alerts…' }));
    await user.click(await screen.findByRole('button', { name: 'Remove for good' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Nothing was removed: the alerts of Anna.Berg@example.com are still there. The server cannot be reached right now',
    );
    expect(screen.getByRole('region', { name: /Consent to buyer alerts/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: LABELS.en.address })).toHaveValue('anna.berg@example.com');
    expect(screen.getByRole('button', { name: 'Remove these alerts…' })).toBeEnabled();
  });

  it('tells a failed lookup from an address without alerts', async () => {
    api.loadAlertConsent.mockRejectedValue(new DeskCallError('Loading: 403', 'not-staff'));
    const user = await renderLookup('en');
    await find(user, 'anna.berg@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The consent record of anna.berg@example.com could not be loaded. This account is not a member of the sales team.',
    );
  });
});
