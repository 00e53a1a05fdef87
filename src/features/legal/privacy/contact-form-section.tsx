import { Trans, useLingui } from '@lingui/react/macro';

import { privacySectionIds } from './privacy-section-ids';
import { SectionLink } from './section-link';

/** The contact form (spec §2, §3 contact inquiry) and enquiries by e-mail. */
export function ContactFormSection() {
  const { t } = useLingui();
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
      <p>{t`The data you enter in the contact form remains with us until you ask us to erase it, withdraw your consent or the purpose for storing it no longer applies, for example once your enquiry has been dealt with in full. If a purchase contract is concluded, mandatory statutory retention periods, in particular those under commercial and tax law (six years for business letters and eight years for accounting vouchers, pursuant to § 257 HGB and § 147 AO), remain unaffected.`}</p>

      <h3>{t`Messages written offline`}</h3>
      <p>{t`This website also works without an internet connection. If you send the form while your device is offline, your message is first kept in an outbox in your browser's local database (IndexedDB) on your device. As soon as a connection is available again, it is sent to us and then removed from the outbox. Until then, it does not leave your device.`}</p>

      <h3>{t`Enquiries by e-mail`}</h3>
      <p>{t`If you contact us by e-mail, we process your e-mail address, the content of your message and any other information you provide solely in order to deal with your enquiry. The legal basis is Art. 6(1)(b) GDPR for enquiries relating to a purchase and otherwise Art. 6(1)(f) GDPR; our legitimate interest lies in answering the enquiries addressed to us. The storage periods stated above apply accordingly.`}</p>
    </>
  );
}
