import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Footer } from './footer';
import { Header } from './header';

/** Created once: re-rendering the layout leaves it untouched, so only the language reaches it. */
const footer = <Footer />;

export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </>
  );
}
