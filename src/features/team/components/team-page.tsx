import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';

import { PageIntro } from '@/components/layout/page-intro';
import { teamPrinciples } from '@/content/about-page/team-profiles';
import { teamMembers } from '@/content/team';

import { TeamMemberCard } from './team-member-card';
import classes from './team-page.module.css';

/** The team page: title and lead, the two co-founders, then the principles. */
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
        <div className={classes.members}>
          {teamMembers.map((member, index) => (
            <TeamMemberCard key={member.key} member={member} priority={index === 0} />
          ))}
        </div>
        <section aria-labelledby="principles-title" className={classes.principles}>
          <h2 id="principles-title" className={classes.principlesTitle}>
            {i18n._(teamPrinciples.title)}
          </h2>
          <p className={classes.principlesText}>{i18n._(teamPrinciples.description)}</p>
        </section>
      </Container>
    </>
  );
}
