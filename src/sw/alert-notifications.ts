/// <reference lib="webworker" />
/**
 * The buyer alerts' pushes in the service worker (the server sends them: supabase/README.md, "Push"). A push
 * shows one notification, tagged per flat so a second alert about the same flat replaces the first; a tap
 * focuses a window of the site already showing that page, else navigates an open window of the site there,
 * else opens a new one. The payload is checked first (valibot): only a path on this site is ever opened.
 *
 * Browsers require every push to show a notification (userVisibleOnly): one that cannot be read still shows
 * a plain one that opens the site, rather than nothing.
 */
import * as v from 'valibot';

import { alertPushPayloadSchema } from '../../supabase/functions/_shared/alert-push-payload';
import { localizePath } from '../site-map/locale-paths';
import { manifestIcon } from '../site-map/web-manifests';

export interface AlertNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const FALLBACK = {
  en: { title: 'Grabbeallee 68', body: 'There is news on an apartment you follow.' },
  de: { title: 'Grabbeallee 68', body: 'Es gibt Neuigkeiten zu einer Wohnung, die Sie verfolgen.' },
};

/** The notification a push's data stands for (`data` as PushMessageData.text() gave it, or null). */
export function alertNotification(data: string | null, workerLanguage: string): AlertNotification {
  let json: unknown = null;
  try {
    json = data === null ? null : JSON.parse(data);
  } catch {
    // Not JSON: the plain notification below.
  }
  const parsed = v.safeParse(alertPushPayloadSchema, json);
  if (parsed.success) {
    const { title, body, url, tag, lang } = parsed.output;
    return { title, options: { body, tag, lang, icon: manifestIcon(192), data: { url } } };
  }
  const locale = workerLanguage.toLowerCase().startsWith('de') ? 'de' : 'en';
  return {
    title: FALLBACK[locale].title,
    options: {
      body: FALLBACK[locale].body,
      tag: 'alert-unreadable',
      lang: locale,
      icon: manifestIcon(192),
      data: { url: localizePath('/', locale) },
    },
  };
}

/** The page a tap opens: the notification's path on this site, else the home page. */
export function notificationTarget(data: unknown, origin: string): URL {
  const url = (data as { url?: unknown } | null)?.url;
  const path = v.safeParse(alertPushPayloadSchema.entries.url, url);
  const target = new URL(path.success ? path.output : '/', origin);
  return target.origin === origin ? target : new URL('/', origin);
}

/** Focuses a window already on `target`, else takes an open window of the site there, else opens one. */
export async function openNotificationTarget(clients: Clients, target: URL): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === target.href);
  if (same) {
    await same.focus();
    return;
  }
  const onSite = windows.find((client) => new URL(client.url).origin === target.origin);
  if (onSite) {
    const focused = await onSite.focus();
    // navigate() rejects for a window this worker does not control: a new window then.
    const moved = await focused.navigate(target.href).catch(() => null);
    if (moved) return;
  }
  await clients.openWindow(target.href);
}
