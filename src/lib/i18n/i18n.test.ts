import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';

import { activateLocale, i18n, loadCatalogOnDemand, preloadPageLocale } from './i18n';

describe('i18n runtime', () => {
  it('activates a catalog and translates from it', async () => {
    await activateLocale('de');
    expect(i18n.locale).toBe('de');
    expect(i18n._(msg`Return to Home`)).toBe('Zurück zur Startseite');
    await activateLocale('en');
    expect(i18n._(msg`Return to Home`)).toBe('Return to Home');
  });

  it('logs a warning for a missing key and shows the key itself', async () => {
    await activateLocale('de');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n._('hero.missing.key')).toBe('hero.missing.key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hero.missing.key'));
  });

  it("preloads a page's texts without activating its language", async () => {
    await activateLocale('en');
    await preloadPageLocale('/de/impressum');
    expect(i18n.locale).toBe('en');
    await activateLocale('de', ['legal']);
    expect(i18n.locale).toBe('de');
  });

  it('loads an on-demand catalog for a language loaded ahead too, so a switch to it waits for nothing', async () => {
    await activateLocale('en');
    await preloadPageLocale('/de');
    await loadCatalogOnDemand('contact');
    expect(i18n._(msg`Send message`)).toBe('Send message');
    // Activated as the switch would, without loading anything more: the German text is there.
    await vi.waitFor(() => {
      i18n.activate('de');
      expect(i18n._(msg`Send message`)).toBe('Nachricht senden');
    });
  });
});
