import { useLingui } from '@lingui/react/macro';

import { PageIntro } from '@/components/layout/page-intro';

export function PrivacyPolicyContent() {
  const { t } = useLingui();
  return <PageIntro title={t`Privacy policy`} lead={t`How we process personal data on this website.`} />;
}
