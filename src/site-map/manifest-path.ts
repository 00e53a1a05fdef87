/** Where each language's web app manifest is served (see web-manifests.ts). Kept apart: every page's head needs it. */
import type { Locale } from '../content/locales.ts';

export function manifestPath(locale: Locale): string {
  return locale === 'de' ? '/de/manifest.webmanifest' : '/manifest.webmanifest';
}
