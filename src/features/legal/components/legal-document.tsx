import { useLingui } from '@lingui/react/macro';
import { Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { PageIntro } from '@/components/layout/page-intro';

import type { LegalSectionEntry } from '../legal-section-entry';
import { LegalSection } from './legal-section';
import { LegalTableOfContents } from './legal-table-of-contents';
import classes from './legal.module.css';

export interface LegalDocumentProps {
  title: string;
  lead: string;
  sections: LegalSectionEntry[];
  /** Shown under the lead, e.g. "As of: November 2026". */
  status?: ReactNode;
  withTableOfContents?: boolean;
}

/** The frame shared by the legal pages: intro (the page's h1), optional contents, then the sections. */
export function LegalDocument({
  title,
  lead,
  sections,
  status,
  withTableOfContents = false,
}: LegalDocumentProps) {
  const { i18n } = useLingui();
  return (
    <>
      <PageIntro title={title} lead={lead}>
        {status && (
          <Text size="sm" c="charcoal.5">
            {status}
          </Text>
        )}
      </PageIntro>
      <Container size="lg" pb={64}>
        <div className={classes.document}>
          {withTableOfContents && <LegalTableOfContents sections={sections} />}
          {sections.map(({ id, title: sectionTitle, Body }) => (
            <LegalSection key={id} id={id} title={i18n._(sectionTitle)}>
              <Body />
            </LegalSection>
          ))}
        </div>
      </Container>
    </>
  );
}
