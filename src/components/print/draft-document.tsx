import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { IconPrinter } from '@/components/icons';

import classes from './draft-document.module.css';

/**
 * A printable sales document (price list, building description). While the client has not supplied the
 * binding version it is marked as a draft, on screen and on paper.
 */
export function DraftDocument({
  title,
  lead,
  draftNotice,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** Why this is a draft and who supplies the binding version; undefined once it is final. */
  draftNotice?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Container size="lg" py={48} className={classes.document} data-document="">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} maw={760} miw={0}>
            <Title order={1} fz={{ base: 28, sm: 38 }} c="pine.6">
              {title}
            </Title>
            <Text c="charcoal.6">{lead}</Text>
          </Stack>
          <Button
            variant="outline"
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
            className={classes.noPrint}
          >
            {t`Print or save as PDF`}
          </Button>
        </Group>
        {draftNotice && (
          <Alert color="gold" variant="light" title={t`Draft`} data-draft="" className={classes.draft}>
            {draftNotice}
          </Alert>
        )}
        {children}
      </Stack>
    </Container>
  );
}
