import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';

import type { Locale } from './locale';

/**
 * Lingui's context, new only with the page's language (the matched route's, activated by its
 * `beforeLoad`): a language switch renders the new page in its language in one pass, and a catalog
 * load does not re-render the page (Lingui's own provider would, dropping a waiting part's HTML).
 */
export function LocaleProvider({
  i18n,
  locale,
  children,
}: {
  i18n: I18n;
  locale: Locale;
  children: ReactNode;
}) {
  // `locale` is what the value depends on: `_` translates into the active language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n, locale]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
