import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { ClientFact, clientFactExists } from '@/components/missing-field/client-fact';

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
          { term: t`Register court`, value: <ClientFact name="registerCourt" label={msg`register court`} /> },
          {
            term: t`Register number`,
            value: <ClientFact name="registerNumber" label={msg`commercial register number (HRB)`} />,
          },
        ]}
      />
    </>
  );
}

/**
 * § 5 Abs. 1 Nr. 6 DDG: the VAT identification number and the business identification number, each
 * where the company has one (a number the client has confirmed does not exist is left out).
 */
export function TaxIdsSection() {
  return (
    <>
      {clientFactExists('vatId') && (
        <p>
          <Trans>
            VAT identification number pursuant to § 27a of the German VAT Act (Umsatzsteuergesetz):{' '}
            <ClientFact name="vatId" label={msg`VAT identification number`} />
          </Trans>
        </p>
      )}
      {clientFactExists('economicId') && (
        <p>
          <Trans>
            Business identification number pursuant to § 139c of the German Fiscal Code (Abgabenordnung):{' '}
            <ClientFact name="economicId" label={msg`business identification number (W-IdNr.)`} />
          </Trans>
        </p>
      )}
    </>
  );
}

/** Whether the company has a VAT ID or a business ID to state (or the client has not said yet). */
export function hasTaxIds(): boolean {
  return clientFactExists('vatId') || clientFactExists('economicId');
}
