import { useLingui } from '@lingui/react/macro';

import { impressumSections } from '../impressum/impressum-sections';
import { LegalDocument } from './legal-document';

/** The legal notice (Impressum) at /impressum and /de/impressum. */
export function ImpressumContent() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Legal notice`}
      lead={t`Information pursuant to § 5 DDG.`}
      sections={impressumSections}
    />
  );
}
