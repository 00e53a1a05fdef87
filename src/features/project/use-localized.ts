import { useCallback } from 'react';

import type { Localized } from '@/content/localized';
import { useLocale } from '@/lib/i18n/use-locale';

/** Picks the text of the active language from a content value written in both. */
export function useLocalized(): (text: Localized) => string {
  const locale = useLocale();
  return useCallback((text: Localized) => text[locale], [locale]);
}
