import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { cookieConsentSchema } from '@/components/layout/cookie-consent';
import {
  DEVICE_STORAGE,
  type DeviceStorageKind,
  type DeviceStorageName,
  type DeviceStorageRetention,
} from '@/lib/device-storage-registry';

import { FactList } from '../components/fact-list';
import { useDeviceStorageActions } from './device-storage-actions';
import { privacySectionIds } from './privacy-section-ids';
import { SectionLink } from './section-link';

/** The visitor-facing purpose of every entry of DEVICE_STORAGE; the type demands one for each. */
function usePurposes(): Record<DeviceStorageName, ReactNode> {
  const { t } = useLingui();
  const [accepted, declined] = cookieConsentSchema.options;
  return {
    locale: t`the language you have chosen (English or German)`,
    cookieConsent: (
      <Trans>
        your choice in the cookie banner: <code>{accepted}</code> or <code>{declined}</code>
      </Trans>
    ),
    contactMessages: t`a list of the contact messages sent from this device, so that they can be shown to you on this website`,
    contactChallenge: (
      <Trans>
        a small puzzle from our server for the spam check of the contact form (see{' '}
        <SectionLink to={privacySectionIds.contactForm}>Contact form</SectionLink>), so that a message written
        offline can still be sent
      </Trans>
    ),
    apartmentStatuses: t`the most recent availability of the apartments, so that the apartment list can show it when there is no connection`,
    deskSession: t`only on devices of our sales team: their sign-in to the sales desk`,
    deskLeads: t`only on devices of our sales team: the last list of enquiries the sales desk loaded, so that it can be read with a weak connection`,
    'desk-lead-outbox': t`only on devices of our sales team: the enquiries (name, contact details, message) our staff recorded by hand without a connection, until our server has them`,
    deskViewingDay: t`only on devices of our sales team: the last day of viewings the sales desk loaded (times, names and contact details of the visitors), so that it can be read at the construction site without a connection`,
    'desk-viewing-outbox': t`only on devices of our sales team: whether a visitor came to a viewing, as our staff marked it without a connection, until our server has it`,
    favouriteUnits: t`the apartments you have saved to your favourites (only their unit codes, such as 2.3.1), so that you can find and compare them again`,
    'contact-outbox': (
      <Trans>
        every contact message until our server has confirmed it (see{' '}
        <SectionLink to={privacySectionIds.contactForm}>Contact form</SectionLink>)
      </Trans>
    ),
    'workbox-precache-v2': t`offline copies of the pages, scripts, fonts and images of this website, so that it loads quickly and also works without an internet connection`,
    images: t`copies of the pictures you have looked at in other sizes, so that they can also be shown without an internet connection`,
    pages: t`copies of the apartment and comparison pages you have opened, so that they also open without an internet connection`,
    files: t`copies of program files that only some pages load (such as the sales desk of our staff), once used, so that these pages also open without an internet connection`,
    'offline-pack': t`the offline pack, if you save it on the "Offline & app" page: all pages, floor plans and pictures of this website and the apartment availability at the time of saving, so that everything works without an internet connection; you can remove it there at any time`,
  };
}

function useRetention(): (retention: DeviceStorageRetention) => string {
  const { t } = useLingui();
  return (retention) => {
    switch (retention.until) {
      case 'cleared':
        return t`kept until you delete it`;
      case 'expiry': {
        const days = retention.days;
        return t`each entry is deleted automatically ${days} days after it was stored; you can delete single entries or all of them at any time under "Your messages"`;
      }
      case 'sent': {
        const days = retention.days;
        return t`kept until the message has arrived; then only a note that it arrived, for ${days} days`;
      }
      case 'next-version':
        return t`replaced when a new version of the website is installed`;
      case 'used': {
        const days = retention.days;
        return t`deleted once a message has used it, and in any case after ${days} days`;
      }
      case 'sign-out':
        return t`deleted when the staff member signs out`;
      case 'synced':
        return t`deleted as soon as our server has stored it`;
    }
  };
}

function useKindHeadings(): Record<DeviceStorageKind, string> {
  const { t } = useLingui();
  return {
    localStorage: t`Local storage`,
    indexedDB: t`Offline database (IndexedDB)`,
    cacheStorage: t`Service worker cache`,
  };
}

/** What the site keeps on the visitor's device, rendered from the one list in lib/device-storage.ts. */
export function DeviceStorageSection() {
  const { t } = useLingui();
  const purposes = usePurposes();
  const retention = useRetention();
  const headings = useKindHeadings();
  const actions = useDeviceStorageActions();
  const kinds = [...new Set(DEVICE_STORAGE.map((entry) => entry.kind))];
  return (
    <>
      <p>{t`To provide the functions of this website, we store a small amount of information in your browser's local storage and offline storage. This information stays on your device: none of it is transmitted to us or to third parties by itself, and we do not use it for tracking or to create profiles.`}</p>

      {kinds.map((kind) => (
        <section key={kind} data-storage-kind={kind}>
          <h3>{headings[kind]}</h3>
          <FactList
            facts={DEVICE_STORAGE.filter((entry) => entry.kind === kind).map((entry) => ({
              term: <code>{entry.name}</code>,
              value: (
                <>
                  {purposes[entry.name]}; {retention(entry.retention)}.
                </>
              ),
            }))}
          />
        </section>
      ))}

      <p>{t`Storing this information on your device and reading it is strictly necessary to provide the functions you have expressly requested (§ 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act, TDDDG); your consent is therefore not required for this.`}</p>
      <p>{t`You can delete this information at any time by clearing the data stored for this website in your browser settings. Messages in the outbox that have not yet been sent are deleted as well. The website then behaves as on your first visit: it asks for your cookie choice again, and the list of your sent messages is empty.`}</p>
      {actions}
    </>
  );
}
