import { PageSection, type PageSectionProps } from '@/components/layout/page-section';

/**
 * One section of the home page (all below the hero), with its anchor id and heading; `tinted`
 * sections sit on beige. Laid out only near the screen.
 */
export function HomeSection({
  tinted = false,
  ...section
}: Omit<PageSectionProps, 'background'> & { tinted?: boolean }) {
  return (
    <PageSection
      {...section}
      layOutNearScreen
      background={tinted ? 'var(--mantine-color-beige-0)' : undefined}
    />
  );
}
