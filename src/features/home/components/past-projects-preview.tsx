import { useLingui } from '@lingui/react/macro';
import { Badge, Card } from '@mantine/core';

import { imageManifest } from '@/assets/image-manifest.gen';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { ColumnGrid } from '@/components/layout/column-grid';
import plain from '@/components/layout/stack-row-text.module.css';
import { pastProjectTypeLabels } from '@/content/past-project-types';
import { pastProjects } from '@/content/past-projects';

import classes from './past-projects-preview.module.css';

/** Three past-project cards: image, year, location, type and name. */
export function PastProjectsPreview() {
  const { i18n } = useLingui();
  return (
    <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {pastProjects.map((past) => (
        <Card
          key={past.key}
          withBorder
          radius="md"
          padding={0}
          component="article"
          aria-labelledby={`past-preview-${past.key}`}
        >
          <ResponsiveImage
            image={imageManifest[past.image]}
            alt=""
            sizes="(min-width: 48em) 33vw, 100vw"
            aspectRatio={4 / 3}
          />
          <div className={`${plain.stack} ${plain.gap4} ${classes.body}`}>
            <div className={`${plain.row} ${plain.spread} ${plain.gapXs}`}>
              <p className={classes.year}>{past.year}</p>
              <Badge variant="light" color="pine">
                {i18n._(pastProjectTypeLabels[past.type])}
              </Badge>
            </div>
            <h3 id={`past-preview-${past.key}`} className={plain.cardTitle}>
              {i18n._(past.name)}
            </h3>
            <p className={plain.small}>{past.location}</p>
          </div>
        </Card>
      ))}
    </ColumnGrid>
  );
}
