import { useLingui } from '@lingui/react/macro';
import { Blockquote, Card } from '@mantine/core';

import { imageManifest } from '@/assets/image-manifest.gen';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { ColumnGrid } from '@/components/layout/column-grid';
import plain from '@/components/layout/stack-row-text.module.css';
import { ClientFact } from '@/components/missing-field/client-fact';
import { teamMemberName, teamMembers } from '@/content/team';

import classes from './team-preview.module.css';

/** The two co-founders in short: portrait, name, role and quote. */
export function TeamPreview() {
  const { t, i18n } = useLingui();
  return (
    <ColumnGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {teamMembers.map((member) => (
        <Card
          key={member.key}
          withBorder
          radius="md"
          component="article"
          aria-labelledby={`team-preview-${member.key}`}
        >
          <div className={classes.person}>
            <div className={classes.portrait}>
              <ResponsiveImage
                image={imageManifest[member.image]}
                alt={t`Illustration for ${teamMemberName(member) ?? i18n._(member.role)}`}
                sizes="96px"
                aspectRatio={1}
              />
            </div>
            <div className={`${plain.stack} ${plain.gap4} ${classes.name}`}>
              <h3 id={`team-preview-${member.key}`} className={plain.cardTitle}>
                <ClientFact name={member.nameFact} label={member.nameLabel} />
              </h3>
              <p className={plain.small}>{i18n._(member.role)}</p>
            </div>
          </div>
          <Blockquote color="gold" mt="md" p="sm" fz="sm">
            {i18n._(member.quote)}
          </Blockquote>
        </Card>
      ))}
    </ColumnGrid>
  );
}
