import { useLingui } from '@lingui/react/macro';
import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';

import { PageIntro } from '@/components/layout/page-intro';
import { teamPrinciples } from '@/content/about-page/team-profiles';
import { teamMembers } from '@/content/team';

import { TeamMemberCard } from './team-member-card';

/** The team page (spec §2): title and lead, the two co-founders, then the principles. */
export function TeamPage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageIntro
        eyebrow={t`Team`}
        title={t`The people behind the project`}
        lead={t`Two co-founders, an architect and a financial director, who plan, finance and build every home themselves.`}
      />
      <Container size="lg" pb={72}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {teamMembers.map((member, index) => (
            <TeamMemberCard key={member.key} member={member} priority={index === 0} />
          ))}
        </SimpleGrid>
        <Paper
          component="section"
          aria-labelledby="principles-title"
          mt={48}
          p={{ base: 'lg', sm: 'xl' }}
          radius="md"
          bg="beige.1"
        >
          <Title order={2} id="principles-title" c="pine.6">
            {i18n._(teamPrinciples.title)}
          </Title>
          <Text fz="lg" mt="sm" maw={760}>
            {i18n._(teamPrinciples.description)}
          </Text>
        </Paper>
      </Container>
    </>
  );
}
