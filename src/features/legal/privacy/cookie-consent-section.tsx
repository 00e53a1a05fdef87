import { Trans, useLingui } from '@lingui/react/macro';

import { COOKIE_CONSENT_STORAGE_KEY, cookieConsentSchema } from '@/components/layout/cookie-consent';

import { privacySectionIds } from './privacy-section-ids';
import { SectionLink } from './section-link';

/** The cookie notice: what it stores and means. */
export function CookieConsentSection() {
  const { t } = useLingui();
  const [accepted, declined] = cookieConsentSchema.options;
  const storageKey = COOKIE_CONSENT_STORAGE_KEY;
  // The button's label exactly as the notice shows it.
  const gotIt = t`Got it`;
  return (
    <>
      <p>{t`On your first visit, a notice tells you what this website keeps on your device. This website does not set any cookies for tracking, analytics or marketing purposes, so there is nothing to choose.`}</p>
      <ul>
        <li>
          <Trans>
            <strong>{gotIt}</strong> hides the notice and stores <code>{declined}</code>: the website uses
            only the storage that is strictly necessary for the functions described under{' '}
            <SectionLink to={privacySectionIds.deviceStorage}>Storage on your device</SectionLink>. It is not
            consent to anything.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>{accepted}</code>, stored by an earlier version of the notice, has exactly the same effect.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          The value is stored on your device under the key <code>{storageKey}</code> so that the notice is not
          shown again. Should we use optional technologies in the future, we will describe them here and ask
          for your consent beforehand, with a real choice.
        </Trans>
      </p>
      <p>{t`To see the notice again, delete the data stored for this website in your browser; it then appears on your next visit.`}</p>
    </>
  );
}
