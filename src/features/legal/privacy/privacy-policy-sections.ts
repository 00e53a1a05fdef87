import { msg } from '@lingui/core/macro';

import type { LegalSectionEntry } from '../legal-section-entry';
import { AlertsSection } from './alerts-section';
import { ChangesSection } from './changes-section';
import { ContactFormSection } from './contact-form-section';
import { ControllerSection } from './controller-section';
import { CookieConsentSection } from './cookie-consent-section';
import { DeviceStorageSection } from './device-storage-section';
import { EncryptionSection } from './encryption-section';
import { ExternalLinksSection } from './external-links-section';
import { HostingSection } from './hosting-section';
import { NoTrackingSection } from './no-tracking-section';
import { OverviewSection } from './overview-section';
import { privacySectionIds as ids } from './privacy-section-ids';
import { ProcessorsSection } from './processors-section';
import { RightsSection } from './rights-section';
import { ViewingsSection } from './viewings-section';

/** The privacy policy in the order of a German GDPR template. */
export const privacyPolicySections: LegalSectionEntry[] = [
  { id: ids.overview, title: msg`Overview`, Body: OverviewSection },
  { id: ids.controller, title: msg`Controller`, Body: ControllerSection },
  { id: ids.hosting, title: msg`Hosting and server log files`, Body: HostingSection },
  { id: ids.encryption, title: msg`SSL/TLS encryption`, Body: EncryptionSection },
  { id: ids.contactForm, title: msg`Contact form and enquiries by e-mail`, Body: ContactFormSection },
  { id: ids.alerts, title: msg`Availability alerts by e-mail`, Body: AlertsSection },
  { id: ids.viewings, title: msg`Booking a viewing`, Body: ViewingsSection },
  { id: ids.processors, title: msg`Service providers (processors)`, Body: ProcessorsSection },
  { id: ids.deviceStorage, title: msg`Storage on your device`, Body: DeviceStorageSection },
  { id: ids.cookieConsent, title: msg`Cookie notice`, Body: CookieConsentSection },
  { id: ids.noTracking, title: msg`No analytics or tracking`, Body: NoTrackingSection },
  { id: ids.externalLinks, title: msg`Links to other websites`, Body: ExternalLinksSection },
  { id: ids.rights, title: msg`Your rights`, Body: RightsSection },
  { id: ids.changes, title: msg`Changes to this privacy policy`, Body: ChangesSection },
];
