import type { ReactNode } from 'react';

import { DeferredHomeSections } from '../deferred-home-sections';
import { HomeHero } from './home-hero';

/** The home page: sections home, projects, why-berlin, about, contact. */
export function HomePage({ contact }: { contact: ReactNode }) {
  return (
    <>
      <HomeHero />
      <DeferredHomeSections contact={contact} />
    </>
  );
}
