import { useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The notice of a stale write that saved nothing: who changed the record meanwhile, and what to do. */
export function ConflictAlert({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" role="alert" data-conflict="">
      <Text fw={700} fz="sm" mb={4}>
        {t`Changed by someone else`}
      </Text>
      {children}
    </Alert>
  );
}
