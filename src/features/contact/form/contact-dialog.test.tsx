import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ContactRequest } from '@/components/layout/contact-request';
import { activateLocale, i18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

import { ContactDialog } from './contact-dialog';

afterEach(cleanup);

async function renderDialog(locale: Locale, request: ContactRequest) {
  await activateLocale(locale, ['messages', 'contact']);
  const rootRoute = createRootRoute({
    component: () => <ContactDialog request={request} formKey={0} onClose={() => {}} onClosed={() => {}} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
  return screen.findByRole('dialog');
}

describe('ContactDialog', () => {
  it('opens with the prefilled subject as its title and the prefilled message', async () => {
    const dialog = await renderDialog('en', {
      subject: 'Request exposé: apartment 1.0.1',
      message: 'Please send me the exposé for apartment 1.0.1.',
    });
    expect(within(dialog).getByRole('heading', { name: 'Request exposé: apartment 1.0.1' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Please send me the exposé for apartment 1.0.1.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('labels every field in German, in the spec order', async () => {
    const dialog = await renderDialog('de', {});
    expect(within(dialog).getByRole('heading', { name: 'Kontakt aufnehmen' })).toBeVisible();
    const order = ['Vor- und Nachname', 'E-Mail', 'Telefonnummer', 'Gewünschte Zimmeranzahl', 'Nachricht'];
    const fields = order.map((name) => within(dialog).getByLabelText(new RegExp(`^${name}`)));
    const positions = fields.map((field) =>
      Array.from(dialog.querySelectorAll('input, select, textarea')).indexOf(field),
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(within(dialog).getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  });

  it('preselects the room size of the unit asked about, in both languages', async () => {
    const english = await renderDialog('en', { subject: 'Exposé request: apartment 1.0.4', rooms: 4 });
    expect(within(english).getByRole('combobox', { name: /Preferred room size/ })).toHaveDisplayValue(
      '4+ Rooms',
    );
    cleanup();
    const german = await renderDialog('de', { subject: 'Exposé-Anfrage: Wohnung 1.1.1', rooms: 3 });
    expect(within(german).getByRole('combobox', { name: /Gewünschte Zimmeranzahl/ })).toHaveDisplayValue(
      '3 Zimmer',
    );
  });

  it('names its close button', async () => {
    const dialog = await renderDialog('de', {});
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeVisible();
  });
});
