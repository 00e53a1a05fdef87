import { Trans, useLingui } from '@lingui/react/macro';

import { COOKIE_CONSENT_STORAGE_KEY, cookieConsentSchema } from '@/components/layout/cookie-consent';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locale';
import { CONTACT_MESSAGES_STORAGE_KEY } from '@/lib/storage-keys';

import { FactList } from '../components/fact-list';
import { privacySectionIds } from './privacy-section-ids';
import { SectionLink } from './section-link';

/** What the site keeps on the visitor's device: localStorage keys, the service-worker cache and the outbox. */
export function DeviceStorageSection() {
  const { t } = useLingui();
  const [accepted, declined] = cookieConsentSchema.options;
  return (
    <>
      <p>{t`To provide the functions of this website, we store a small amount of information in your browser's local storage and offline storage. This information stays on your device: none of it is transmitted to us or to third parties by itself, and we do not use it for tracking or to create profiles.`}</p>

      <h3>{t`Local storage`}</h3>
      <FactList
        facts={[
          {
            term: <code>{LOCALE_STORAGE_KEY}</code>,
            value: t`the language you have chosen (English or German)`,
          },
          {
            term: <code>{COOKIE_CONSENT_STORAGE_KEY}</code>,
            value: (
              <Trans>
                your choice in the cookie banner: <code>{accepted}</code> or <code>{declined}</code>
              </Trans>
            ),
          },
          {
            term: <code>{CONTACT_MESSAGES_STORAGE_KEY}</code>,
            value: t`a list of the contact messages sent from this device, so that they can be shown to you on this website`,
          },
        ]}
      />

      <h3>{t`Offline storage`}</h3>
      <FactList
        facts={[
          {
            term: t`Service worker cache`,
            value: t`offline copies of the pages and images of this website, so that it loads quickly and also works without an internet connection`,
          },
          {
            term: t`Outbox (IndexedDB)`,
            value: (
              <Trans>
                contact messages written while offline, until they have been sent (see{' '}
                <SectionLink to={privacySectionIds.contactForm}>Contact form</SectionLink>)
              </Trans>
            ),
          },
        ]}
      />

      <p>{t`Storing this information on your device and reading it is strictly necessary to provide the functions you have expressly requested (§ 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act, TDDDG); your consent is therefore not required for this.`}</p>
      <p>{t`You can delete this information at any time by clearing the data stored for this website in your browser settings. Messages in the outbox that have not yet been sent are deleted as well. The website then behaves as on your first visit: it asks for your cookie choice again, and the list of your sent messages is empty.`}</p>
    </>
  );
}
