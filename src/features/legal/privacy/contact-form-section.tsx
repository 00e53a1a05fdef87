import { Trans, useLingui } from '@lingui/react/macro';

import { ClientStatement } from '@/components/missing-field/client-statement';
import { CONTACT_DATA_RETENTION } from '@/content/contact-data-retention';
import { CONTACT_MESSAGES_RETENTION_DAYS, OUTBOX_RECEIPT_RETENTION_DAYS } from '@/lib/device-storage';
import { byCount } from '@/lib/i18n/by-count';

import { privacySectionIds } from './privacy-section-ids';
import { SectionLink } from './section-link';

/** The contact form and enquiries by e-mail. */
export function ContactFormSection() {
  const { t } = useLingui();
  const { clientIpDays, rateLimitLogDays, spamDays, leadMonths } = CONTACT_DATA_RETENTION;
  const receiptDays = OUTBOX_RECEIPT_RETENTION_DAYS;
  const refusedDays = CONTACT_MESSAGES_RETENTION_DAYS;
  return (
    <>
      <p>{t`If you send us an enquiry via the contact form, we process the following information you provide:`}</p>
      <ul>
        <li>{t`your full name`}</li>
        <li>{t`your e-mail address`}</li>
        <li>{t`your telephone number`}</li>
        <li>{t`your preferred apartment size (number of rooms)`}</li>
        <li>{t`your message`}</li>
        <li>{t`your declaration of consent (the consent checkbox)`}</li>
      </ul>
      <p>
        <Trans>
          We use this data solely to process your enquiry and any follow-up questions, for example to send you
          information or an exposé on the apartments. Your enquiry is stored in our database and forwarded by
          e-mail to our sales team. We do not pass it on to third parties without your consent, with the
          exception of the{' '}
          <SectionLink to={privacySectionIds.processors}>service providers named below</SectionLink>, who
          process it on our behalf.
        </Trans>
      </p>
      <p>{t`The legal basis is Art. 6(1)(b) GDPR insofar as your enquiry relates to the purchase of an apartment or otherwise serves to take steps prior to entering into a contract; in all other cases, the processing is based on your consent pursuant to Art. 6(1)(a) GDPR, which you give by ticking the consent checkbox. You can withdraw your consent at any time with effect for the future (Art. 7(3) GDPR); an informal message to us is sufficient.`}</p>
      <p>{t`We need the information requested in the form in order to process your enquiry; without it, we cannot answer it. We ask for your telephone number because we also answer enquiries about buying an apartment by phone, for example to arrange a viewing or a consultation; the form therefore requires it. If you would rather not give a telephone number, write to us by e-mail instead. You are under no statutory or contractual obligation to provide any of this information.`}</p>
      <p>{t`The data you enter in the contact form remains with us until you ask us to erase it, withdraw your consent or the purpose for storing it no longer applies, for example once your enquiry has been dealt with in full, and no longer than ${leadMonths} months after we received it. If a purchase contract is concluded, mandatory statutory retention periods, in particular those under commercial and tax law (six years for business letters and eight years for accounting vouchers, pursuant to § 257 HGB and § 147 AO), remain unaffected.`}</p>

      <h3>{t`What our server stores with your enquiry, and for how long`}</h3>
      <p>
        {t`Together with your enquiry, our server stores the IP address from which it was sent, and it logs each request to forward an enquiry by e-mail (with the IP address and the e-mail address of the enquiry). We use both solely to limit how many messages can be sent from one address within a short time, so that the form cannot be misused for mass mailings. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in protecting the form and our sales team against abuse. Enquiries that our system classifies as spam (for example because a field invisible to people was filled in) are not forwarded to our sales team.`}{' '}
        <ClientStatement name="spamCheckedDaily">
          {t`We check them once a day so that no genuine enquiry is lost.`}
        </ClientStatement>
      </p>
      <ul>
        <li>
          {byCount(clientIpDays, {
            one: t`The IP address stored with your enquiry is erased after ${clientIpDays} day.`,
            other: t`The IP address stored with your enquiry is erased after ${clientIpDays} days.`,
          })}
        </li>
        <li>
          {byCount(rateLimitLogDays, {
            one: t`The log of forwarding requests is deleted after ${rateLimitLogDays} day.`,
            other: t`The log of forwarding requests is deleted after ${rateLimitLogDays} days.`,
          })}
        </li>
        <li>
          {byCount(spamDays, {
            one: t`Enquiries classified as spam are deleted after ${spamDays} day.`,
            other: t`Enquiries classified as spam are deleted after ${spamDays} days.`,
          })}
        </li>
        <li>
          {byCount(leadMonths, {
            one: t`We keep all other enquiries for no longer than ${leadMonths} month after receipt, and delete them earlier at your request.`,
            other: t`We keep all other enquiries for no longer than ${leadMonths} months after receipt, and delete them earlier at your request.`,
          })}
        </li>
      </ul>
      <p>{t`To keep automated spam out, the form includes a proof-of-work check: before your message is sent, your device solves a small computing task issued by our server, and our server checks the result. The task is computed on your device; it uses no cookies, and nothing is sent to a third party for it.`}</p>

      <h3>{t`The outbox on your device`}</h3>
      <p>{t`Your browser first puts every message into an outbox in its local database (IndexedDB) on your device and sends it to us from there; once our server confirms it has arrived, it leaves the outbox. If your device is offline, the message waits there until a connection is available again, and until then it does not leave your device. For ${receiptDays} days afterwards the outbox keeps only a note that the message arrived; a message our server refuses is kept with the reason for ${refusedDays} days, so that you can see it under "Your messages".`}</p>

      <h3>{t`Enquiries by e-mail`}</h3>
      <p>{t`If you contact us by e-mail, we process your e-mail address, the content of your message and any other information you provide solely in order to deal with your enquiry. The legal basis is Art. 6(1)(b) GDPR for enquiries relating to a purchase and otherwise Art. 6(1)(f) GDPR; our legitimate interest lies in answering the enquiries addressed to us. The storage periods stated above apply accordingly.`}</p>
    </>
  );
}
