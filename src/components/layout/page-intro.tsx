import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading and lead text that open every page. */
export function PageIntro({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size="lg" pt={64} pb={32}>
      <Stack gap="sm" maw={760}>
        {eyebrow && (
          <Text tt="uppercase" fw={600} fz="sm" c="gold.8" lts={1}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={{ base: 32, sm: 44 }} c="pine.6">
          {title}
        </Title>
        {lead && (
          <Text fz="lg" c="charcoal.5">
            {lead}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}
