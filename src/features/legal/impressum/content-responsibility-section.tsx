import { useLingui } from '@lingui/react/macro';

import { formatAddress } from '@/content/company';

import { MissingField } from '@/components/missing-field/missing-field';
import { PostalAddress } from '../components/postal-address';

/** § 18 Abs. 2 MStV: the person responsible for journalistic and editorial content, with an address. */
export function ContentResponsibilitySection() {
  const { t } = useLingui();
  return (
    <PostalAddress
      lines={[<MissingField key="name" label={t`name of the responsible person`} />, formatAddress()]}
    />
  );
}
