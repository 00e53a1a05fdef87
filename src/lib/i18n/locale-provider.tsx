import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Lingui's context, as its I18nProvider gives it, but with a new value only when the language
 * changes. Lingui's own provider passes a new value on every `change` event, and loading a
 * catalog (`i18n.load`, e.g. the contact dialog's texts loaded ahead of a tap) is one: the new
 * value would reach a deferred section still waiting for its code, and React drops such a
 * section's prerendered HTML (see components/deferred). A catalog loaded for the same language
 * changes nothing on screen: the code that uses it loads together with it (i18n.ts).
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

/**
 * Gives its part of the page the language one render later: a language switch renders what is on
 * the first screen (the header, the hero) in the new language first and paints it, and this part
 * (the sections below, the footer) right after, in a render of its own that yields to the browser.
 * Until then it shows the old language's texts and links, below the screen.
 */
export function LaterLocale({ children }: { children: ReactNode }) {
  const later = useDeferredValue(useContext(LinguiContext));
  return <LinguiContext.Provider value={later}>{children}</LinguiContext.Provider>;
}
