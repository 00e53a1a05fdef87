import { Trans, useLingui } from '@lingui/react/macro';

import { COOKIE_CONSENT_STORAGE_KEY, cookieConsentSchema } from '@/components/layout/cookie-consent';

import { privacySectionIds } from './privacy-section-ids';
import { SectionLink } from './section-link';

/** The cookie banner (spec §4): what its two buttons store and mean. */
export function CookieConsentSection() {
  const { t } = useLingui();
  const [accepted, declined] = cookieConsentSchema.options;
  const storageKey = COOKIE_CONSENT_STORAGE_KEY;
  // The button labels exactly as the banner shows them.
  const acceptAll = t`Accept All`;
  const essentialOnly = t`Essential Only`;
  return (
    <>
      <p>{t`On your first visit, a banner asks for your cookie choice. This website does not set any cookies for tracking, analytics or marketing purposes.`}</p>
      <ul>
        <li>
          <Trans>
            <strong>{acceptAll}</strong> stores your choice as <code>{accepted}</code>. As the website
            currently uses no optional cookies or similar technologies, this does not activate anything beyond
            the functions described under{' '}
            <SectionLink to={privacySectionIds.deviceStorage}>Storage on your device</SectionLink>.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{essentialOnly}</strong> stores your choice as <code>{declined}</code>. The website then
            uses only the storage that is strictly necessary for its functions.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Both choices therefore currently have the same effect. Your choice is stored on your device under
          the key <code>{storageKey}</code> so that the banner is not shown again. Should we use optional
          technologies in the future, we will describe them here and ask for your consent beforehand.
        </Trans>
      </p>
      <p>{t`You can change your choice at any time by deleting the data stored for this website in your browser; the banner will then appear again on your next visit.`}</p>
    </>
  );
}
