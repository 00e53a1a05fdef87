import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of the project page, labelled by its heading. */
export function ProjectSection({
  id,
  title,
  lead,
  children,
  background,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
  background?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} style={background ? { background } : undefined}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Stack gap="lg">
          <Stack gap={6} maw={760}>
            <Title order={2} id={`${id}-title`} c="pine.6">
              {title}
            </Title>
            {lead && (
              <Text fz="lg" c="charcoal.6">
                {lead}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </section>
  );
}
