import { loadCatalogOnDemand } from '@/lib/i18n/i18n';

/** Both viewing pages' code, with the contact catalog (its consent text), in a chunk of their own. */
export const loadViewingPages = () =>
  Promise.all([import('./viewing-pages'), loadCatalogOnDemand('contact')]).then(([module]) => module);
