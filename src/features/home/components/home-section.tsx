import { PageSection, type PageSectionProps } from '@/components/layout/page-section';

import classes from './home-section.module.css';

/** One section of the home page, with its anchor id and heading; `tinted` sections sit on beige. */
export function HomeSection({
  tinted = false,
  ...section
}: Omit<PageSectionProps, 'background'> & { tinted?: boolean }) {
  return (
    <PageSection
      {...section}
      className={classes.section}
      background={tinted ? 'var(--mantine-color-beige-0)' : undefined}
    />
  );
}
