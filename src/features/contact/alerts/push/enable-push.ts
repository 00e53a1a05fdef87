/**
 * Turns on the alerts' pushes on this device, on the buyer's tap: ask for permission (first, inside the tap,
 * as Safari requires), subscribe through the service worker's pushManager with the backend's VAPID key, then
 * register the subscription for the confirmed alert. The result names what the buyer is to be told.
 *
 * The worker registration is read here, not through features/pwa/sw-bridge.ts: features do not import each
 * other, and only its pushManager is needed, never its lifecycle.
 */
import { applicationServerKey, fetchPushKey } from './push-key';
import { registerPushDevice, type ConfirmedAlert, type RegisterStatus } from './register-push-device';

export type EnablePushResult =
  | 'enabled'
  /** The browser blocks notifications for the site: only its settings can change that. */
  | 'denied'
  /** The permission prompt was closed without an answer. */
  | 'dismissed'
  | 'limit-reached'
  /** The link no longer stands for a confirmed alert (deleted since, or unsubscribed). */
  | 'invalid'
  | 'failed';

export interface PushBrowser {
  requestPermission(): Promise<NotificationPermission>;
  /** The active service worker's registration (rejects when there is none in time). */
  registration(): Promise<ServiceWorkerRegistration>;
  fetchKey(): Promise<string>;
  register(alert: ConfirmedAlert, subscription: PushSubscriptionJSON): Promise<RegisterStatus>;
}

/**
 * How long to wait for an active service worker: on a first visit (a confirm link opened on a new device) it
 * activates only once the site is precached; in `vite dev`, or with workers turned off, there is none.
 */
const WORKER_WAIT_MS = 60_000;

export const browserPush: PushBrowser = {
  requestPermission: () => Notification.requestPermission(),
  registration: () =>
    Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no active service worker')), WORKER_WAIT_MS),
      ),
    ]),
  fetchKey: () => fetchPushKey(),
  register: registerPushDevice,
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array): boolean =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

export async function enablePush(
  alert: ConfirmedAlert,
  browser: PushBrowser = browserPush,
): Promise<EnablePushResult> {
  const permission = await browser.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  try {
    const [key, registration] = await Promise.all([browser.fetchKey(), browser.registration()]);
    const serverKey = applicationServerKey(key);
    const existing = await registration.pushManager.getSubscription();
    // A subscription made with another key (a new key pair on the server) cannot receive its pushes.
    if (existing && !sameKey(existing.options.applicationServerKey, serverKey)) await existing.unsubscribe();
    const subscription =
      existing && sameKey(existing.options.applicationServerKey, serverKey)
        ? existing
        : await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: serverKey,
          });
    const status = await browser.register(alert, subscription.toJSON());
    if (status === 'registered') return 'enabled';
    if (status === 'limit_reached') return 'limit-reached';
    if (status === 'invalid' || status === 'unconfirmed') return 'invalid';
    return 'failed';
  } catch (error) {
    console.warn('Push notifications could not be turned on:', error);
    return 'failed';
  }
}
