import { PageSection, type PageSectionProps } from '@/components/layout/page-section';

/**
 * A titled section of the project page's overview: the shared page section, spaced a little tighter,
 * laid out only near the screen (the overview is long; its first screen is the project hero).
 */
export function ProjectSection(section: Omit<PageSectionProps, 'spacing'>) {
  return <PageSection {...section} spacing="compact" layOutNearScreen />;
}
