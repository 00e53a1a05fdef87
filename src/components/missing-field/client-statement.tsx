import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { type ClientStatementName, clientFacts } from '@/content/client-facts';

import classes from './missing-field.module.css';

/**
 * A statement about the company's practice that only the client can vouch for (client-facts.ts,
 * `ClientStatements`): plain once confirmed, left out if the client says it is not true, and until then
 * shown inside a visibly marked "[to be confirmed: …]", so that it never reads as fact.
 */
export function ClientStatement({ name, children }: { name: ClientStatementName; children: ReactNode }) {
  const { t } = useLingui();
  const confirmed = clientFacts[name];
  if (confirmed === true) return <>{children}</>;
  if (confirmed === false) return null;
  return (
    <mark className={classes.missingField} data-missing-field="" data-client-fact={name}>
      {t`[to be confirmed:`} {children}]
    </mark>
  );
}
