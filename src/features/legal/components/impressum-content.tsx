import { useLingui } from '@lingui/react/macro';

import { PageIntro } from '@/components/layout/page-intro';

export function ImpressumContent() {
  const { t } = useLingui();
  return <PageIntro title={t`Legal notice`} lead={t`Information pursuant to § 5 DDG.`} />;
}
