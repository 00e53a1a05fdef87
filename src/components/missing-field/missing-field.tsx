import { useLingui } from '@lingui/react/macro';

import type { ClientFactName } from '@/content/client-facts';

import classes from './missing-field.module.css';

/**
 * A fact the spec does not know and the client must still supply (e.g. the register number). It is
 * rendered as a visibly marked placeholder, so that nobody mistakes it for real content; `fact` names
 * the client fact it stands for (data-client-fact), where there is one.
 */
export function MissingField({
  label,
  fact,
  english = false,
}: {
  label: string;
  fact?: ClientFactName;
  /** On the English-only teaser, whatever the page's language. */
  english?: boolean;
}) {
  const { t } = useLingui();
  return (
    <mark className={classes.missingField} data-missing-field="" data-client-fact={fact}>
      {english ? `[to be completed: ${label}]` : t`[to be completed: ${label}]`}
    </mark>
  );
}
