import { PageSection, type PageSectionProps } from '@/components/layout/page-section';

/** A titled section of the project page: the shared page section, spaced a little tighter. */
export function ProjectSection(section: Omit<PageSectionProps, 'spacing'>) {
  return <PageSection {...section} spacing="compact" />;
}
