import { Anchor } from '@mantine/core';

import { company } from '@/content/company';

export function CompanyEmailLink() {
  return <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>;
}
