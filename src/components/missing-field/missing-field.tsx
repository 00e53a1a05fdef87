import { useLingui } from '@lingui/react/macro';

import classes from './missing-field.module.css';

/**
 * A fact the spec does not know and the client must still supply (e.g. the register number). It is
 * rendered as a visibly marked placeholder, so that nobody mistakes it for real content.
 */
export function MissingField({ label }: { label: string }) {
  const { t } = useLingui();
  return (
    <mark className={classes.missingField} data-missing-field="">
      {t`[to be completed: ${label}]`}
    </mark>
  );
}
