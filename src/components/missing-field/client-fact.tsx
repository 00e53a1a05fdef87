import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

import { type ClientFactName, clientFacts } from '@/content/company';

import { MissingField } from './missing-field';

/** A fact the client supplies (src/content/company.ts): its value, or a visibly marked field until then. */
export function ClientFact({ name, label }: { name: ClientFactName; label: MessageDescriptor }) {
  const { i18n } = useLingui();
  const value = clientFacts[name];
  return value === undefined ? <MissingField label={i18n._(label)} /> : <>{value}</>;
}
