import { useLingui } from '@lingui/react/macro';

import { CompanyEmailLink } from './company-email-link';
import type { Fact } from './fact-list';
import { MissingField } from '@/components/missing-field/missing-field';

/** Company details shared by the legal notice and the privacy policy; unknown ones are marked as missing. */
export function useCompanyFacts(): { managingDirectors: Fact; email: Fact; phone: Fact } {
  const { t } = useLingui();
  return {
    managingDirectors: {
      term: t`Managing directors`,
      value: <MissingField label={t`names of the managing directors`} />,
    },
    email: { term: t`E-mail`, value: <CompanyEmailLink /> },
    phone: { term: t`Telephone`, value: <MissingField label={t`telephone number`} /> },
  };
}
