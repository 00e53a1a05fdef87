import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { ClientFact } from '@/components/missing-field/client-fact';
import { ClientStatement } from '@/components/missing-field/client-statement';

/** Processors (Art. 28 GDPR): Supabase as the backend and the e-mail delivery service of its edge function. */
export function ProcessorsSection() {
  const { t } = useLingui();
  return (
    <>
      <p>
        {t`We use carefully selected service providers who process personal data on our behalf and only in accordance with our instructions.`}{' '}
        <ClientStatement name="processingAgreementsConcluded">
          {t`We have concluded data processing agreements with them pursuant to Art. 28 GDPR.`}
        </ClientStatement>
      </p>

      <h3>{t`Supabase`}</h3>
      <p>{t`As the backend of this website we use Supabase, a service of Supabase Inc.: a database, file storage, authentication and a so-called edge function (a small program that runs on Supabase's servers). The enquiries sent via the contact form are stored in the database; the edge function forwards each enquiry by e-mail to our sales team.`}</p>
      <p>{t`When you open the list of apartments, your browser retrieves their current availability directly from Supabase. In doing so, Supabase necessarily processes your IP address and technical information about your browser. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in showing you the current availability.`}</p>
      <p>{t`The authentication is used only by members of our team to sign in to internal areas. Visitors to this website do not need a user account, and none is offered to them.`}</p>
      <p>
        <Trans>
          Our Supabase project is hosted in the following data region:{' '}
          <ClientFact
            name="supabaseRegion"
            label={msg`Supabase data region, e.g. Frankfurt (eu-central-1)`}
          />
          .
        </Trans>
      </p>

      <h3>{t`E-mail delivery`}</h3>
      <p>
        <Trans>
          To send the notification e-mails, the edge function uses the e-mail delivery service{' '}
          <ClientFact
            name="emailDeliveryService"
            label={msg`name and address of the e-mail delivery service`}
          />
          . The service receives the content of your enquiry (name, e-mail address, telephone number,
          preferred apartment size and message) solely in order to deliver the e-mail to our sales team.
        </Trans>
      </p>

      <h3>{t`Transfers to third countries`}</h3>
      <p>
        {t`Supabase Inc., some of its sub-processors and possibly the e-mail delivery service are based outside the European Union, in particular in the USA. Where personal data is transferred to a third country, the transfer is based on the European Commission's adequacy decision for the EU–US Data Privacy Framework (Art. 45 GDPR), provided that the recipient is certified under it.`}{' '}
        <ClientStatement name="processingAgreementsConcluded">
          {t`Otherwise it is based on the EU standard contractual clauses agreed with the provider (Art. 46(2)(c) GDPR).`}
        </ClientStatement>
      </p>
    </>
  );
}
