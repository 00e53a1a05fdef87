import { useLingui } from '@lingui/react/macro';

import { useFormattedAsOf } from '../legal-texts-date';

export function ChangesSection() {
  const { t } = useLingui();
  const asOf = useFormattedAsOf();
  return (
    <p>{t`This privacy policy is current as of ${asOf}. We will adapt it whenever the website or the legal requirements change; the version published here always applies.`}</p>
  );
}
