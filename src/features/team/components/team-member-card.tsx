import { useLingui } from '@lingui/react/macro';
import { Blockquote, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { imageManifest } from '@/assets/image-manifest.gen';
import {
  IconAward,
  IconBuilding,
  IconChartBar,
  IconCoins,
  IconHeartHandshake,
  IconLeaf,
  IconRuler2,
  IconShieldCheck,
  type Icon,
} from '@/components/icons';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { ClientFact } from '@/components/missing-field/client-fact';
import {
  type AchievementIcon as AchievementIconKey,
  TEAM_PROFILES,
} from '@/content/about-page/team-profiles';
import { type TeamMember, teamMemberName } from '@/content/team';

const ACHIEVEMENT_ICONS: Record<AchievementIconKey, Icon> = {
  building: IconBuilding,
  ruler: IconRuler2,
  leaf: IconLeaf,
  award: IconAward,
  chart: IconChartBar,
  shield: IconShieldCheck,
  handshake: IconHeartHandshake,
  coins: IconCoins,
};

function AchievementIcon({ name }: { name: AchievementIconKey }) {
  const Icon = ACHIEVEMENT_ICONS[name];
  return <Icon size={20} stroke={1.6} aria-hidden />;
}

/** One co-founder: portrait, name, role, bio, quote and four achievements (spec §2 Team page). */
export function TeamMemberCard({ member, priority }: { member: TeamMember; priority: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = `team-${member.key}`;
  const profile = TEAM_PROFILES[member.key];
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-labelledby={headingId}>
      <ResponsiveImage
        image={imageManifest[member.image]}
        alt={t`Illustration for ${teamMemberName(member) ?? i18n._(member.role)}`}
        sizes="(min-width: 48em) 50vw, 100vw"
        aspectRatio={16 / 10}
        priority={priority}
      />
      <Stack p={{ base: 'lg', sm: 'xl' }} gap="md">
        <div>
          <Title order={2} fz={28} id={headingId} c="pine.6">
            <ClientFact name={member.nameFact} label={member.nameLabel} />
          </Title>
          <Text fw={600} c="gold.9">
            {i18n._(member.role)}
          </Text>
        </div>
        <Text>{i18n._(profile.bio)}</Text>
        <Blockquote color="gold" p="md" fs="italic">
          {i18n._(member.quote)}
        </Blockquote>
        <Title order={3} fz="lg" c="pine.6">
          {t`Expertise`}
        </Title>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {profile.achievements.map(({ icon, title, description }) => (
            <Stack component="li" key={title.id} gap={4}>
              <ThemeIcon size={36} radius="md" variant="light" color="pine">
                <AchievementIcon name={icon} />
              </ThemeIcon>
              <Text fw={700} fz="sm">
                {i18n._(title)}
              </Text>
              <Text fz="sm" c="charcoal.6">
                {i18n._(description)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
