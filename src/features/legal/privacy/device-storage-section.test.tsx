import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DEVICE_STORAGE } from '@/lib/device-storage-registry';
import { activateLocale, i18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

import { DeviceStorageSection } from './device-storage-section';

afterEach(cleanup);

async function renderSection(locale: Locale) {
  await activateLocale(locale, ['messages', 'legal']);
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <DeviceStorageSection />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('privacy policy: storage on your device', () => {
  it.each(['en', 'de'] as const)(
    'lists every name the site stores, from lib/device-storage (%s)',
    async (locale) => {
      await renderSection(locale);
      for (const entry of DEVICE_STORAGE) {
        const term = screen.getByText(entry.name, { selector: 'code' });
        expect(term.closest(`[data-storage-kind="${entry.kind}"]`)).not.toBeNull();
      }
      expect(screen.getByText('apartmentStatuses', { selector: 'code' })).toBeInTheDocument();
    },
  );

  it('says that stored messages expire after 90 days', async () => {
    await renderSection('en');
    expect(screen.getByText(/deleted automatically 90 days after it was stored/)).toBeInTheDocument();
    cleanup();
    await renderSection('de');
    expect(screen.getByText(/90 Tage nach dem Speichern automatisch gelöscht/)).toBeInTheDocument();
  });
});
