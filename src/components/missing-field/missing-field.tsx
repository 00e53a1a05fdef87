import { useLingui } from '@lingui/react/macro';

import type { ClientFactName } from '@/content/client-facts';

import classes from './missing-field.module.css';

/**
 * A fact the spec does not know and the client must still supply (e.g. the register number). It is
 * rendered as a visibly marked placeholder, so that nobody mistakes it for real content; `fact` names
 * the client fact it stands for (data-client-fact), where there is one.
 */
export function MissingField({ label, fact }: { label: string; fact?: ClientFactName }) {
  const { t } = useLingui();
  return (
    <mark className={classes.missingField} data-missing-field="" data-client-fact={fact}>
      {t`[to be completed: ${label}]`}
    </mark>
  );
}
