import { Anchor } from '@mantine/core';

import { company } from '@/content/company';

export function CompanyEmailLink() {
  return (
    <Anchor href={`mailto:${company.email}`} className="tap-target">
      {company.email}
    </Anchor>
  );
}
