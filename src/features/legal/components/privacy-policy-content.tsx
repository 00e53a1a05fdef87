import { useLingui } from '@lingui/react/macro';

import { useFormattedAsOf } from '../legal-texts-date';
import { privacyPolicySections } from '../privacy/privacy-policy-sections';
import { LegalDocument } from './legal-document';

/** The privacy policy (Datenschutzerklärung) at /datenschutz and /de/datenschutz. */
export function PrivacyPolicyContent() {
  const { t } = useLingui();
  const asOf = useFormattedAsOf();
  return (
    <LegalDocument
      title={t({ message: `Privacy policy`, context: `page heading` })}
      lead={t`How we process personal data on this website.`}
      status={t`As of: ${asOf}`}
      sections={privacyPolicySections}
      withTableOfContents
    />
  );
}
