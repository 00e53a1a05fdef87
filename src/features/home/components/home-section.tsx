import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the home page, with its anchor id and heading. */
export function HomeSection({
  id,
  eyebrow,
  title,
  lead,
  children,
  tinted = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      style={tinted ? { background: 'var(--mantine-color-beige-0)' } : undefined}
    >
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Stack gap="xl">
          <Stack gap="xs" maw={760}>
            {eyebrow && (
              <Text tt="uppercase" fw={600} fz="sm" c="gold.9" lts={1}>
                {eyebrow}
              </Text>
            )}
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
