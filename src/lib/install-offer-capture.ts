/**
 * Keeps the browser's install offer (`beforeinstallprompt`, Chromium), which fires once, early, on
 * whatever page the visitor opened: imported by the browser entry (entry-client.tsx), it only
 * listens, in a few bytes. The device page's install button uses it (features/device/install).
 * It does not cancel the event, so the browser's own install UI stays as it is; no inline handler.
 */
export let earlyInstallOffer: Event | null = null;

// globalThis: the device page also imports this module when it is rendered on the server.
globalThis.addEventListener?.('beforeinstallprompt', (event) => {
  earlyInstallOffer = event;
});
