import { useLingui } from '@lingui/react/macro';
import { Blockquote, Card, Group, Stack, Text, Title } from '@mantine/core';

import { imageManifest } from '@/assets/image-manifest.gen';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { ColumnGrid } from '@/components/layout/column-grid';
import { ClientFact } from '@/components/missing-field/client-fact';
import { teamMemberName, teamMembers } from '@/content/team';

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
          <Group wrap="nowrap" align="flex-start" gap="md">
            <div style={{ width: 96, flex: 'none', borderRadius: '50%', overflow: 'hidden' }}>
              <ResponsiveImage
                image={imageManifest[member.image]}
                alt={t`Illustration for ${teamMemberName(member) ?? i18n._(member.role)}`}
                sizes="96px"
                aspectRatio={1}
              />
            </div>
            <Stack gap={4} style={{ flex: 1 }}>
              <Title order={3} fz="lg" id={`team-preview-${member.key}`} c="pine.6">
                <ClientFact name={member.nameFact} label={member.nameLabel} />
              </Title>
              <Text fz="sm" c="charcoal.6">
                {i18n._(member.role)}
              </Text>
            </Stack>
          </Group>
          <Blockquote color="gold" mt="md" p="sm" fz="sm">
            {i18n._(member.quote)}
          </Blockquote>
        </Card>
      ))}
    </ColumnGrid>
  );
}
