import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';

import { project } from '@/content/project';
import { projectDates } from '@/content/project-dates';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * Translates a project-page message and fills the placeholders the content modules leave to the page:
 * the project's dates ({startDay}, {completionQuarter}, …) and prices ({perSqm}) in the active language.
 */
export function useProjectText(): (message: MessageDescriptor) => string {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { euro } = useFormatters();
  const values = useMemo(
    () => ({ ...projectDates(locale), perSqm: euro(project.pricePerSqm.min) }),
    [locale, euro],
  );
  return useCallback(
    (message: MessageDescriptor) => {
      const filled: MessageDescriptor = { ...message, values: { ...values, ...message.values } };
      return i18n._(filled);
    },
    [i18n, values],
  );
}
