import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { localeParam, useLocale } from '@/lib/i18n/use-locale';

/** Opens in a new tab, so that reading the policy does not lose what was typed. */
export function PrivacyPolicyLink({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <Anchor
      inherit
      renderRoot={(props) => (
        <Link
          {...props}
          to="/{-$locale}/datenschutz"
          params={localeParam(locale)}
          target="_blank"
          rel="noopener"
        />
      )}
    >
      {children}
    </Anchor>
  );
}
