import { Trans } from '@lingui/react/macro';

import { PrivacyPolicyLink } from '../components/privacy-policy-link';

/** The consent a message or a viewing booking asks for (the contact catalog). */
export function ConsentLabel() {
  return (
    <Trans>
      I agree that my details are processed to answer my request, as described in the{' '}
      <PrivacyPolicyLink>privacy policy</PrivacyPolicyLink>.
    </Trans>
  );
}
