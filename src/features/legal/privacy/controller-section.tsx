import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { ClientFact, clientFactExists } from '@/components/missing-field/client-fact';

import { CompanyAddress } from '../components/company-address';
import { useCompanyFacts } from '../components/company-facts';
import { FactList } from '../components/fact-list';

/** Art. 13(1)(a) and (b) GDPR: identity and contact details of the controller and of the data protection officer. */
export function ControllerSection() {
  const { t } = useLingui();
  const { managingDirectors, phone, email } = useCompanyFacts();
  // Left out once the client has confirmed that no officer is appointed (none is required).
  const dataProtectionOfficer = clientFactExists('dataProtectionOfficer')
    ? {
        term: t`Data protection officer`,
        value: (
          <ClientFact
            name="dataProtectionOfficer"
            label={msg`name and contact details of the data protection officer, if one has been appointed`}
          />
        ),
      }
    : undefined;
  return (
    <>
      <p>{t`The controller responsible for the processing of personal data on this website within the meaning of the General Data Protection Regulation (GDPR) is:`}</p>
      <CompanyAddress />
      <FactList facts={[managingDirectors, phone, email, dataProtectionOfficer]} />
      <p>{t`If you have any questions about data protection or wish to exercise your rights, you can contact us at any time using the details above.`}</p>
    </>
  );
}
