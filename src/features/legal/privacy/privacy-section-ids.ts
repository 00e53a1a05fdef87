/** Anchor ids of the privacy policy's sections, shared by the contents, the sections and cross-references. */
export const privacySectionIds = {
  overview: 'overview',
  controller: 'controller',
  hosting: 'hosting',
  encryption: 'encryption',
  contactForm: 'contact-form',
  alerts: 'alerts',
  viewings: 'viewings',
  processors: 'processors',
  deviceStorage: 'device-storage',
  cookieConsent: 'cookie-consent',
  noTracking: 'no-tracking',
  externalLinks: 'external-links',
  rights: 'rights',
  changes: 'changes',
} as const;
