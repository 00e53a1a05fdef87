/**
 * The browser's install offer for the "Install app" button: the one captured before this code
 * loaded (lib/install-offer-capture.ts) or a later one; gone once used or once the app is installed.
 */
import { earlyInstallOffer } from '@/lib/install-offer-capture';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer = earlyInstallOffer as InstallPromptEvent | null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

/** True while the browser offers to install the site. */
export function canPromptInstall(): boolean {
  return offer !== null;
}

export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  notify();
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}
