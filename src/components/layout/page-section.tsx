import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

import nearScreen from './near-screen.module.css';
import sectionSpacing from './page-section.module.css';
import plain from './stack-row-text.module.css';

const SPACING = {
  roomy: { padding: sectionSpacing.roomy, gap: plain.gapXl, headingGap: plain.gapXs },
  compact: { padding: sectionSpacing.compact, gap: plain.gapLg, headingGap: plain.gap6 },
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
        <div className={`${plain.stack} ${space.gap}`}>
          <div className={`${plain.stack} ${space.headingGap} ${sectionSpacing.heading}`}>
            {eyebrow && <p className={plain.eyebrow}>{eyebrow}</p>}
            <h2 id={`${id}-title`} className={plain.h2}>
              {title}
            </h2>
            {lead && <p className={plain.lead}>{lead}</p>}
          </div>
          {children}
        </div>
      </Container>
    </section>
  );
}
