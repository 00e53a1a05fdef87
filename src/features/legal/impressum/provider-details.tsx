import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { ClientFact } from '@/components/missing-field/client-fact';
import { company } from '@/content/company';

import { CompanyAddress } from '../components/company-address';
import { useCompanyFacts } from '../components/company-facts';
import { FactList } from '../components/fact-list';

/** § 5 Abs. 1 Nr. 1 DDG: name, legal form and address of the provider. */
export function ProviderSection() {
  return <CompanyAddress />;
}

/** § 5 Abs. 1 Nr. 1 DDG: the authorised representatives of a GmbH. */
export function RepresentationSection() {
  const { managingDirectors } = useCompanyFacts();
  return <FactList facts={[managingDirectors]} />;
}

/** § 5 Abs. 1 Nr. 2 DDG: fast electronic contact and direct communication. */
export function ContactSection() {
  const { phone, email } = useCompanyFacts();
  return <FactList facts={[phone, email]} />;
}

/** § 5 Abs. 1 Nr. 4 DDG: commercial register and register number. */
export function RegisterSection() {
  const { t } = useLingui();
  return (
    <>
      <p>{t`Entered in the commercial register (Handelsregister).`}</p>
      <FactList
        facts={[
          { term: t`Register court`, value: company.registerCourt },
          {
            term: t`Register number`,
            value: <ClientFact name="registerNumber" label={msg`commercial register number (HRB)`} />,
          },
        ]}
      />
    </>
  );
}

/** § 5 Abs. 1 Nr. 6 DDG: VAT identification number. */
export function VatIdSection() {
  return (
    <p>
      <Trans>
        VAT identification number pursuant to § 27a of the German VAT Act (Umsatzsteuergesetz):{' '}
        <ClientFact name="vatId" label={msg`VAT identification number`} />
      </Trans>
    </p>
  );
}
