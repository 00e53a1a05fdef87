import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import nearScreen from './near-screen.module.css';
import sectionSpacing from './page-section.module.css';

const SPACING = {
  roomy: { padding: sectionSpacing.roomy, gap: 'xl', headingGap: 'xs' },
  compact: { padding: sectionSpacing.compact, gap: 'lg', headingGap: 6 },
} as const;

export interface PageSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** A CSS background for the full-width band, e.g. 'var(--mantine-color-beige-0)'. */
  background?: string;
  spacing?: keyof typeof SPACING;
  /** Lay the section out only when it comes near the screen (near-screen.module.css). */
  layOutNearScreen?: boolean;
}

/** A titled section of a page: anchor id, eyebrow, h2 and lead, labelled by its heading. */
export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  children,
  background,
  spacing = 'roomy',
  layOutNearScreen = false,
}: PageSectionProps) {
  const space = SPACING[spacing];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={layOutNearScreen ? nearScreen.nearScreen : undefined}
      style={background ? { background } : undefined}
    >
      <Container size="lg" className={space.padding}>
        <Stack gap={space.gap}>
          <Stack gap={space.headingGap} maw={760}>
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
