import { useLingui } from '@lingui/react/macro';

import { PageIntro } from '@/components/layout/page-intro';
import { project } from '@/content/project';

/** The picker page's heading and lead. */
export function PickerIntro() {
  const { t } = useLingui();
  const { name, residentialUnits: units, buildings } = project;
  return (
    <PageIntro
      eyebrow={name}
      title={t`Choose by building and floor`}
      lead={t`${units} apartments in ${buildings} buildings: pick a floor and see at a glance which apartments are still available, where they lie and what they offer.`}
    />
  );
}
