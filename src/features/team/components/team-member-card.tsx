import { useLingui } from '@lingui/react/macro';

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
import plain from '@/components/layout/stack-row-text.module.css';
import { ClientFact } from '@/components/missing-field/client-fact';
import { ClientStatement } from '@/components/missing-field/client-statement';
import {
  type AchievementIcon as AchievementIconKey,
  TEAM_PROFILES,
} from '@/content/about-page/team-profiles';
import { type TeamMember, teamMemberName } from '@/content/team';

import classes from './team-page.module.css';

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

/** One co-founder: portrait, name, role, bio, quote and four achievements. */
export function TeamMemberCard({ member, priority }: { member: TeamMember; priority: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = `team-${member.key}`;
  const profile = TEAM_PROFILES[member.key];
  return (
    <article className={plain.card} aria-labelledby={headingId}>
      <ResponsiveImage
        image={imageManifest[member.image]}
        alt={t`Illustration for ${teamMemberName(member) ?? i18n._(member.role)}`}
        sizes="(min-width: 48em) 50vw, 100vw"
        aspectRatio={16 / 10}
        priority={priority}
      />
      <div className={classes.body}>
        <div>
          <h2 id={headingId} className={classes.heading}>
            <ClientFact name={member.nameFact} label={member.nameLabel} />
          </h2>
          <p className={classes.role}>{i18n._(member.role)}</p>
        </div>
        <p className={classes.text}>{i18n._(profile.bio)}</p>
        <blockquote className={classes.quote}>{i18n._(member.quote)}</blockquote>
        <h3 className={classes.expertise}>{t`Expertise`}</h3>
        <ul className={classes.achievements}>
          {profile.achievements.map(({ icon, title, description, statement }) => (
            <li key={title.id} className={classes.achievement}>
              <span className={classes.achievementIcon}>
                <AchievementIcon name={icon} />
              </span>
              <p className={classes.achievementTitle}>{i18n._(title)}</p>
              <p className={classes.achievementText}>
                {statement ? (
                  <ClientStatement name={statement}>{i18n._(description)}</ClientStatement>
                ) : (
                  i18n._(description)
                )}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
