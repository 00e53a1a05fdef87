import { COMPANY_FACT_LABELS, company } from '@/content/company';

import { ClientFact } from './client-fact';

/** The company's legal name, a marked field until the client confirms it. */
export function CompanyName() {
  return <ClientFact name="legalName" label={COMPANY_FACT_LABELS.legalName} />;
}

/** The company's street, postal code and town on one line; the street is marked until confirmed. */
export function CompanyStreetAddress() {
  const { postalCode, city } = company.address;
  return (
    <>
      <ClientFact name="street" label={COMPANY_FACT_LABELS.street} />, {postalCode} {city}
    </>
  );
}
