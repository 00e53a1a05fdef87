import { msg } from '@lingui/core/macro';

import { ClientFact } from '@/components/missing-field/client-fact';
import { CompanyStreetAddress } from '@/components/missing-field/company-name';

import { PostalAddress } from '../components/postal-address';

/** § 18 Abs. 2 MStV: the person responsible for journalistic and editorial content, with an address. */
export function ContentResponsibilitySection() {
  return (
    <PostalAddress
      lines={[
        <ClientFact key="name" name="contentResponsiblePerson" label={msg`name of the responsible person`} />,
        <CompanyStreetAddress key="address" />,
      ]}
    />
  );
}
