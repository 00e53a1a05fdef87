import { CompanyEmail } from '@/components/missing-field/company-name';

export function CompanyEmailLink() {
  return <CompanyEmail />;
}
