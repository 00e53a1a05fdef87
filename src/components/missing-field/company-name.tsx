import { Anchor } from '@mantine/core';

import { clientFacts } from '@/content/client-facts';
import { COMPANY_FACT_LABELS, company } from '@/content/company';

import { ClientFact } from './client-fact';

/** The company's legal name, a marked field until the client confirms it. */
export function CompanyName() {
  return <ClientFact name="legalName" label={COMPANY_FACT_LABELS.legalName} />;
}

/**
 * The company's e-mail address as a mailto link (or plain text, `asText`), a marked field until the client
 * confirms it: an address of the site's own domain that nobody has confirmed might reach no one.
 */
export function CompanyEmail({ className, asText = false }: { className?: string; asText?: boolean }) {
  const email = clientFacts.email;
  if (email === undefined) return <ClientFact name="email" label={COMPANY_FACT_LABELS.email} />;
  if (asText) return <>{email}</>;
  return (
    <Anchor href={`mailto:${email}`} className={className ?? 'tap-target'}>
      {email}
    </Anchor>
  );
}

/**
 * The company's street, postal code and town on one line; the street is marked until confirmed. The
 * marked street and its comma are one `data-missing-part`, left out together where marked fields are
 * (the printed exposé).
 */
export function CompanyStreetAddress() {
  const { postalCode, city } = company.address;
  return (
    <>
      <span data-missing-part={clientFacts.street === undefined ? '' : undefined}>
        <ClientFact name="street" label={COMPANY_FACT_LABELS.street} />,{' '}
      </span>
      {postalCode} {city}
    </>
  );
}
