import { HomePage } from '@/features/home/components/home-page';

import { DeferredContactSection } from './home-route';

/**
 * The home page as one element, created once: re-rendering the route then leaves it untouched, so
 * the deferred sections keep their prerendered HTML until their code has loaded.
 */
export const homePageElement = <HomePage contact={<DeferredContactSection />} />;
