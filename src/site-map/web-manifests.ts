/**
 * The web app manifests, one per language: English at /manifest.webmanifest, German at
 * /de/manifest.webmanifest. Each page links the manifest of its language (routes/__root.tsx), so the
 * app installed from a German page starts at /de and stays in German, the English one at /. Written
 * into dist/ by the build (vite/web-manifests-plugin.ts). The texts live here rather than in the
 * Lingui catalogs: the manifest is a build artefact read by the browser, not by the app.
 */
import { brandColors } from '../content/brand.ts';
import type { Locale } from '../content/locales.ts';
import { localizePath } from './locale-paths.ts';
import { PROJECT_PATH } from './unit-pages.ts';

export { manifestPath } from './manifest-path.ts';

/** The home page's contact section (components/layout/use-contact-action.ts; a unit test keeps them equal). */
export const CONTACT_SECTION_HASH = '#contact';

interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
  apartments: string;
  floorPlans: string;
  contact: string;
  narrowScreenshot: string;
  wideScreenshot: string;
}

const TEXTS: Record<Locale, ManifestTexts> = {
  en: {
    name: 'Grabbeallee 68 – Berlin-Pankow',
    shortName: 'Grabbeallee 68',
    description:
      '56 new-build condominiums in Berlin-Pankow: apartments, floor plans and contact, also offline.',
    apartments: 'Apartments',
    floorPlans: 'Floor plans',
    contact: 'Contact',
    narrowScreenshot: 'Home page on a phone',
    wideScreenshot: 'Home page on a desktop',
  },
  de: {
    name: 'Grabbeallee 68 – Berlin-Pankow',
    shortName: 'Grabbeallee 68',
    description:
      '56 Neubau-Eigentumswohnungen in Berlin-Pankow: Wohnungen, Grundrisse und Kontakt – auch offline.',
    apartments: 'Wohnungen',
    floorPlans: 'Grundrisse',
    contact: 'Kontakt',
    narrowScreenshot: 'Startseite auf dem Smartphone',
    wideScreenshot: 'Startseite auf dem Desktop',
  },
};

/** The app's icon at a size, as the manifests list it; the service worker's notifications show it too. */
export function manifestIcon(size: 192 | 512): string {
  return `/icons/icon-${size}.png`;
}

const ICONS = [
  { src: manifestIcon(192), sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: manifestIcon(512), sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
const SHORTCUT_ICONS = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export function webManifest(locale: Locale) {
  const texts = TEXTS[locale];
  const home = localizePath('/', locale);
  const project = localizePath(PROJECT_PATH, locale);
  return {
    // Two apps, one per language: the German one has its own identity, start page and scope.
    id: home,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: locale,
    dir: 'ltr',
    start_url: home,
    // '/de' (no trailing slash) so that the start page /de itself is inside the German app's scope.
    scope: home,
    display: 'standalone',
    orientation: 'any',
    theme_color: brandColors.green,
    background_color: brandColors.beige,
    categories: ['business', 'lifestyle'],
    icons: ICONS,
    shortcuts: [
      { name: texts.apartments, url: `${project}?tab=apartments`, icons: SHORTCUT_ICONS },
      { name: texts.floorPlans, url: `${project}?tab=floor-plans`, icons: SHORTCUT_ICONS },
      { name: texts.contact, url: `${home}${CONTACT_SECTION_HASH}`, icons: SHORTCUT_ICONS },
    ],
    screenshots: [
      {
        src: '/screenshots/home-narrow.png',
        sizes: '750x1334',
        type: 'image/png',
        form_factor: 'narrow',
        label: texts.narrowScreenshot,
      },
      {
        src: '/screenshots/home-wide.png',
        sizes: '1440x900',
        type: 'image/png',
        form_factor: 'wide',
        label: texts.wideScreenshot,
      },
    ],
  };
}
