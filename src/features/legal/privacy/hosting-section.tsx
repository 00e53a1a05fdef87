import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { ClientFact } from '@/components/missing-field/client-fact';
import { ClientStatement } from '@/components/missing-field/client-statement';

export function HostingSection() {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          This website is hosted by an external service provider:{' '}
          <ClientFact name="hostingProvider" label={msg`name and address of the hosting provider`} />.
        </Trans>
      </p>
      <p>{t`Every time a page is accessed, your browser automatically transmits information to the hosting provider's server, where it is temporarily stored in so-called server log files:`}</p>
      <ul>
        <li>{t`your IP address`}</li>
        <li>{t`the date and time of the request`}</li>
        <li>{t`the page or file requested and the amount of data transferred`}</li>
        <li>{t`the HTTP status code (whether the request was successful)`}</li>
        <li>{t`the page from which you came (referrer URL)`}</li>
        <li>{t`the type and version of your browser and your operating system`}</li>
      </ul>
      <p>{t`We use this data solely to deliver the website, to ensure its stability and security and to detect and fend off attacks. It is not combined with other data sources. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in the technically error-free and secure operation of the website.`}</p>
      <p>
        <Trans>
          The log files are deleted after{' '}
          <ClientFact name="logRetention" label={msg`retention period of the log files`} />, unless longer
          retention is necessary to preserve evidence of a specific security incident.
        </Trans>{' '}
        <ClientStatement name="processingAgreementsConcluded">
          {t`We have concluded a data processing agreement with the hosting provider pursuant to Art. 28 GDPR.`}
        </ClientStatement>
      </p>
    </>
  );
}
