import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { ClientFact, clientFactExists } from '@/components/missing-field/client-fact';

import { CompanyEmailLink } from './company-email-link';
import type { Fact } from './fact-list';

/**
 * Company details shared by the legal notice and the privacy policy; unknown ones are marked as missing.
 * `phone` is undefined once the client has confirmed that no telephone number is given.
 */
export function useCompanyFacts(): { managingDirectors: Fact; email: Fact; phone: Fact | undefined } {
  const { t } = useLingui();
  return {
    managingDirectors: {
      term: t`Managing directors`,
      value: <ClientFact name="managingDirectors" label={msg`names of the managing directors`} />,
    },
    email: { term: t`E-mail`, value: <CompanyEmailLink /> },
    phone: clientFactExists('phone')
      ? { term: t`Telephone`, value: <ClientFact name="phone" label={msg`telephone number`} /> }
      : undefined,
  };
}
