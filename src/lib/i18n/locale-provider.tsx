import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Lingui's context with a new value only when the language changes: Lingui's own provider changes it
 * on every catalog load too, which would make React drop a waiting deferred section's HTML.
 */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale);
  useEffect(() => {
    const update = () => setLocale(i18n.locale);
    // A language activated between the first render and this effect.
    update();
    return i18n.on('change', update);
  }, [i18n]);
  // `locale` is what the value depends on: `_` translates into the active language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n, locale]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
