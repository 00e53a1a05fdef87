// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { alertNotification, notificationTarget, openNotificationTarget } from './alert-notifications';

const ORIGIN = 'https://grabbeallee68.de';
const PUSH = {
  title: 'Wohnung 1.0.1 ist wieder verfügbar',
  body: '3 Zimmer · 59,2 m² · 415.000 € · jetzt verfügbar',
  url: '/de/projects/grabbeallee-68/apartments/1.0.1',
  tag: 'alert-1.0.1',
  lang: 'de',
};

describe('alertNotification', () => {
  it("shows the server's title and text, tagged per flat, with the app icon and the flat's path", () => {
    expect(alertNotification(JSON.stringify(PUSH), 'en-GB')).toEqual({
      title: PUSH.title,
      options: {
        body: PUSH.body,
        tag: 'alert-1.0.1',
        lang: 'de',
        icon: '/icons/icon-192.png',
        data: { url: PUSH.url },
      },
    });
  });

  it('shows a plain notification that opens the home page for a payload it cannot trust', () => {
    for (const data of [
      null,
      'not json',
      JSON.stringify({ ...PUSH, url: 'https://attacker.example/' }),
      JSON.stringify({ ...PUSH, url: '//attacker.example/' }),
      JSON.stringify({ ...PUSH, url: '/\\attacker.example/' }),
      JSON.stringify({ ...PUSH, tag: 'anything' }),
    ]) {
      const shown = alertNotification(data, 'de-DE');
      expect(shown.options.data.url, String(data)).toBe('/de');
      expect(shown.options.body).toBe('Es gibt Neuigkeiten zu einer Wohnung, die Sie verfolgen.');
    }
    expect(alertNotification(null, 'en-US').options.data.url).toBe('/');
  });
});

describe('notificationTarget', () => {
  it('opens a path on this site only', () => {
    expect(notificationTarget({ url: PUSH.url }, ORIGIN).href).toBe(`${ORIGIN}${PUSH.url}`);
    expect(notificationTarget({ url: '//attacker.example/x' }, ORIGIN).href).toBe(`${ORIGIN}/`);
    expect(notificationTarget({ url: 'javascript:alert(1)' }, ORIGIN).href).toBe(`${ORIGIN}/`);
    expect(notificationTarget(null, ORIGIN).href).toBe(`${ORIGIN}/`);
  });
});

describe('openNotificationTarget', () => {
  const target = new URL(`${ORIGIN}${PUSH.url}`);

  function windowClient(url: string, navigates = true) {
    const client = {
      url,
      focus: vi.fn(() => Promise.resolve(client)),
      navigate: vi.fn(() => (navigates ? Promise.resolve(client) : Promise.reject(new TypeError('no')))),
    };
    return client;
  }

  function clientsWith(windows: ReturnType<typeof windowClient>[]) {
    return {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    };
  }

  it('focuses a window already showing the flat', async () => {
    const open = windowClient(target.href);
    const clients = clientsWith([windowClient(`${ORIGIN}/`), open]);
    await openNotificationTarget(clients as unknown as Clients, target);
    expect(open.focus).toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("takes a window of the site to the flat's page, else opens a new one", async () => {
    const home = windowClient(`${ORIGIN}/`);
    const clients = clientsWith([windowClient('https://other.example/'), home]);
    await openNotificationTarget(clients as unknown as Clients, target);
    expect(home.navigate).toHaveBeenCalledWith(target.href);
    expect(clients.openWindow).not.toHaveBeenCalled();

    const uncontrolled = clientsWith([windowClient(`${ORIGIN}/`, false)]);
    await openNotificationTarget(uncontrolled as unknown as Clients, target);
    expect(uncontrolled.openWindow).toHaveBeenCalledWith(target.href);

    const none = clientsWith([]);
    await openNotificationTarget(none as unknown as Clients, target);
    expect(none.openWindow).toHaveBeenCalledWith(target.href);
  });
});
