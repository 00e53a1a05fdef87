import { Trans, useLingui } from '@lingui/react/macro';

import {
  ALERT_CONFIRM_HOURS,
  ALERT_MAILS_KEPT_DAYS,
  ALERT_UNCONFIRMED_DAYS,
} from '../../../../supabase/functions/_shared/alert-rules';
import { privacySectionIds } from './privacy-section-ids';
import { SectionLink } from './section-link';

/** "Notify me": the double opt-in, the consent proof, and how long each part is kept. */
export function AlertsSection() {
  const { t } = useLingui();
  const hours = ALERT_CONFIRM_HOURS;
  const unconfirmedDays = ALERT_UNCONFIRMED_DAYS;
  const mailDays = ALERT_MAILS_KEPT_DAYS;
  return (
    <>
      <p>{t`With "Notify me" on an apartment's page, in the apartment finder or in the building and floor view, you can ask us to e-mail you when an apartment becomes available again, when its price changes, or when an apartment matching your search becomes available or its price falls to the limit you gave. For this we process your e-mail address, the language of the page, what you want to be told about (the apartment, or the building, floor, number of rooms, highest price and smallest living area of your search, as far as you gave them), whether you want each e-mail at once or at most one a day, and the version of the consent text you agreed to.`}</p>
      <h3>{t`Confirmation by e-mail (double opt-in)`}</h3>
      <p>{t`After you sign up, we send you one e-mail that only asks you to confirm, with a link that is valid for ${hours} hours. Until you click it and confirm on the page it opens, we send you nothing else. If you do not confirm, your sign-up and the confirmation e-mail are deleted after ${unconfirmedDays} days.`}</p>
      <h3>{t`Proof of your consent`}</h3>
      <p>{t`So that we can prove your consent (Art. 7(1) GDPR), we store with your sign-up the time it was made and the IP address it was sent from, the version of the consent text, and the time and IP address of your confirmation. We keep this proof as long as your alert exists, and delete it with your alert. Our sales team can see how many people are watching an apartment and, if you ask, show or delete your consent record.`}</p>
      <h3>{t`Unsubscribing`}</h3>
      <p>{t`Every alert e-mail contains a link to unsubscribe; one click is enough, and no sign-in is needed. Unsubscribing deletes every alert for your address, including its consent record. Afterwards we keep only an anonymous count of the unsubscription, without your address. You can also withdraw your consent by writing to us.`}</p>
      <h3>{t`Alerts on this device (push)`}</h3>
      <p>{t`After confirming, you can also have the alerts shown as notifications on your device. Only if you tap "Also notify me on this device" and allow notifications does your browser give us the address of its push service and the keys to encrypt the message; we store them with your alert, send the alerts through your browser's push service (for example Google, Mozilla, Microsoft or Apple) encrypted, so that the service cannot read them, and delete them with your alert, when you unsubscribe, or when the push service reports the address as no longer valid. You can switch the notifications off at any time in your browser's settings.`}</p>
      <p>{t`We keep each alert e-mail we sent, with the statuses and prices it named, for ${mailDays} days, so that we can answer questions about it; then it is deleted.`}</p>
      <p>
        <Trans>
          The legal basis is your consent (Art. 6(1)(a) GDPR and § 7(2) no. 3 UWG), which you can withdraw at
          any time with effect for the future; for the proof of consent it is Art. 6(1)(c) in conjunction with
          Art. 7(1) GDPR. Like a message, a sign-up made without a connection waits in the outbox on your
          device until it can be sent. The e-mails are sent by the e-mail service named under{' '}
          <SectionLink to={privacySectionIds.processors}>service providers</SectionLink>.
        </Trans>
      </p>
    </>
  );
}
