import type { ReactNode } from 'react';

import { LaterLocale } from '@/lib/i18n/locale-provider';

import { DeferredHomeSections } from '../deferred-home-sections';
import { HomeHero } from './home-hero';

/** The home page: sections home, projects, why-berlin, about, contact. */
export function HomePage({ contact }: { contact: ReactNode }) {
  return (
    <>
      <HomeHero />
      {/* Below the first screen: a language switch renders it after the hero. */}
      <LaterLocale>
        <DeferredHomeSections contact={contact} />
      </LaterLocale>
    </>
  );
}
