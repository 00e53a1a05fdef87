import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { activateLocale, i18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

import type { PushBrowser } from './enable-push';
import { applicationServerKey } from './push-key';
import { PushOptIn } from './push-opt-in';
import type { PushSupport } from './push-support';
import type { RegisterStatus } from './register-push-device';

afterEach(cleanup);

const KEY = 'BOlppwbRGP1-tItAdokDRSM45yD2P8CowyVkmpi6aRcTpc-xdIOtiSmL9XDf-HEixcQheg0OZdZVQpT13IIpmyE';
const ALERT = { subscriptionId: '0b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a', token: 'a'.repeat(64) };
const DEVICE = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device',
  keys: { p256dh: 'p', auth: 'a' },
};

/** A browser whose permission prompt answers `permission` and whose backend answers `status`. */
function fakeBrowser(permission: NotificationPermission, status: RegisterStatus = 'registered') {
  const subscribe = vi.fn((_: PushSubscriptionOptionsInit) =>
    Promise.resolve({ options: {}, toJSON: () => DEVICE } as unknown as PushSubscription),
  );
  const register = vi.fn((_alert: typeof ALERT, _device: PushSubscriptionJSON) => Promise.resolve(status));
  const browser: PushBrowser = {
    requestPermission: vi.fn(() => Promise.resolve(permission)),
    registration: () =>
      Promise.resolve({
        pushManager: { getSubscription: () => Promise.resolve(null), subscribe },
      } as unknown as ServiceWorkerRegistration),
    fetchKey: () => Promise.resolve(KEY),
    register,
  };
  return { browser, subscribe, register };
}

async function renderOptIn(locale: Locale, support: PushSupport, browser?: PushBrowser) {
  await activateLocale(locale, ['messages', 'alerts']);
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <PushOptIn {...ALERT} support={() => support} {...(browser ? { browser } : {})} />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('PushOptIn', () => {
  it('asks for permission only on the tap, subscribes with the server key and registers the device', async () => {
    const { browser, subscribe, register } = fakeBrowser('granted');
    await renderOptIn('en', 'available', browser);
    expect(screen.getByRole('region', { name: 'Alerts on this device' })).toBeVisible();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Also notify me on this device' }));
    expect(await screen.findByText(/Done: this device will show your alerts too/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('The e-mails keep coming as well.');
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(KEY),
    });
    expect(register).toHaveBeenCalledWith(ALERT, DEVICE);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells in German how to allow notifications again when the browser blocks them', async () => {
    const { browser, subscribe } = fakeBrowser('denied');
    await renderOptIn('de', 'available', browser);
    await userEvent.click(screen.getByRole('button', { name: 'Auch auf diesem Gerät benachrichtigen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Website-Einstellungen/);
    expect(screen.getByRole('status')).toHaveTextContent(/E-Mail-Benachrichtigungen bleiben davon unberührt/);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('offers the button again after a failure, and names the limit', async () => {
    const failing = fakeBrowser('granted', 'endpoint_invalid');
    await renderOptIn('en', 'available', failing.browser);
    await userEvent.click(screen.getByRole('button', { name: 'Also notify me on this device' }));
    expect(await screen.findByText(/could not be set up just now/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Also notify me on this device' })).toBeEnabled();
    cleanup();
    const full = fakeBrowser('granted', 'limit_reached');
    await renderOptIn('en', 'available', full.browser);
    await userEvent.click(screen.getByRole('button', { name: 'Also notify me on this device' }));
    expect(await screen.findByText(/the most devices it can \(five\)/)).toBeVisible();
  });

  it('explains the home screen on an iPhone and offers e-mail only, without a button', async () => {
    await renderOptIn('de', 'install-first');
    expect(screen.getByRole('region', { name: 'Benachrichtigungen auf diesem Gerät' })).toHaveTextContent(
      /Zum Home-Bildschirm/,
    );
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await renderOptIn('en', 'unsupported');
    expect(screen.getByRole('region')).toHaveTextContent(
      'This browser cannot show notifications from websites.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
