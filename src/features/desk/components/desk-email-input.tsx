import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';

import { LOGIN_ISSUE_TEXTS } from '../model/desk-texts';
import type { LoginIssueCode } from '../model/login-schema';

/** The desk's e-mail field (sign-in, reset, invite): its rule's text at the field. */
export function DeskEmailInput({
  value,
  onChange,
  issue,
  autoComplete = 'username',
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  issue: LoginIssueCode | null | undefined;
  /** `off` for someone else's address (an invite). */
  autoComplete?: 'username' | 'off';
  ref?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useLingui();
  return (
    <TextInput
      ref={ref}
      label={t`E-mail`}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={issue ? i18n._(LOGIN_ISSUE_TEXTS[issue]) : undefined}
      size="md"
    />
  );
}
