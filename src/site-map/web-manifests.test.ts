import { describe, expect, it } from 'vitest';

import { CONTACT_SECTION_ID } from '@/components/layout/use-contact-action';

import { CONTACT_SECTION_HASH, manifestPath, webManifest } from './web-manifests';

describe('web manifests', () => {
  it('the German app starts and stays under /de, the English one at /', () => {
    expect(webManifest('de')).toMatchObject({ id: '/de', start_url: '/de', scope: '/de', lang: 'de' });
    expect(webManifest('en')).toMatchObject({ id: '/', start_url: '/', scope: '/', lang: 'en' });
    expect(manifestPath('de')).toBe('/de/manifest.webmanifest');
  });

  it('the contact shortcut opens the home page contact section', () => {
    expect(CONTACT_SECTION_HASH).toBe(`#${CONTACT_SECTION_ID}`);
    expect(webManifest('de').shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/de/projects/grabbeallee-68?tab=apartments',
      '/de/projects/grabbeallee-68?tab=floor-plans',
      '/de#contact',
    ]);
  });
});
