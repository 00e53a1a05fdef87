import { CompanyName, CompanyStreetAddress } from '@/components/missing-field/company-name';

import { PostalAddress } from './postal-address';

/** The company's legal name and address in Schönefeld, as the provider and controller of the site. */
export function CompanyAddress() {
  return <PostalAddress lines={[<CompanyName key="name" />, <CompanyStreetAddress key="street" />]} />;
}
