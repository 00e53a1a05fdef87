import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

import { clientFacts, type TextFactName } from '@/content/client-facts';

import { MissingField } from './missing-field';

/**
 * A fact the client supplies (src/content/client-facts.ts): its value, or a visibly marked field until
 * then. A fact the client has confirmed does not exist (null) renders nothing; callers leave its line
 * out (`clientFactExists`).
 */
export function ClientFact({ name, label }: { name: TextFactName; label: MessageDescriptor }) {
  const { i18n } = useLingui();
  const value = clientFacts[name];
  if (value === undefined) return <MissingField label={i18n._(label)} fact={name} />;
  return value === null ? null : <>{value}</>;
}

/** False once the client has confirmed the fact does not exist (e.g. no VAT ID); true while unknown. */
export function clientFactExists(name: TextFactName): boolean {
  return clientFacts[name] !== null;
}
