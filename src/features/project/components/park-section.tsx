import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { ColumnGrid } from '@/components/layout/column-grid';
import { project } from '@/content/project';

import { ProjectSection } from './project-section';

/** The park images: green space at the door. */
export function ParkSection({ images }: { images: ReactNode[] }) {
  const { t } = useLingui();
  return (
    <ProjectSection
      id="park"
      title={t`Green all around`}
      lead={t`The garden between the houses, green roofs above them, and the park ${project.transit.parkWalkMinutes} minutes' walk away.`}
    >
      <ColumnGrid cols={{ base: 1, sm: images.length > 1 ? 2 : 1 }} spacing="md">
        {images}
      </ColumnGrid>
    </ProjectSection>
  );
}
