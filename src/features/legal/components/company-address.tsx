import { company, formatAddress } from '@/content/company';

import { PostalAddress } from './postal-address';

/** The company's legal name and address in Schönefeld, as the provider and controller of the site. */
export function CompanyAddress() {
  return <PostalAddress lines={[company.legalName, formatAddress()]} />;
}
