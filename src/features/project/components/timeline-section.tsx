import { useLingui } from '@lingui/react/macro';
import { Badge, ThemeIcon, Timeline } from '@mantine/core';

import {
  IconBuildingSkyscraper,
  IconBulldozer,
  IconFileCertificate,
  IconHome,
  IconKey,
  IconPaint,
} from '@/components/icons';
import { TIMELINE, type TimelineIcon, type TimelineStatus } from '@/content/project-page/timeline';

import { useProjectText } from '../use-project-text';
import { ProjectSection } from './project-section';
import classes from './timeline-section.module.css';

const ICONS: Record<TimelineIcon, typeof IconHome> = {
  permit: IconFileCertificate,
  excavator: IconBulldozer,
  crane: IconBuildingSkyscraper,
  interior: IconPaint,
  home: IconHome,
  key: IconKey,
};

/** Construction timeline: complete, current and upcoming steps. */
export function TimelineSection() {
  const { t } = useLingui();
  const pick = useProjectText();
  const statusLabel: Record<TimelineStatus, string> = {
    complete: t`Complete`,
    current: t`In progress`,
    upcoming: t`Upcoming`,
  };
  const active = TIMELINE.findLastIndex((step) => step.status !== 'upcoming');
  return (
    <ProjectSection
      id="timeline"
      title={t`Timeline`}
      lead={t`From the building permit to the handover of your keys.`}
    >
      <Timeline active={active} bulletSize={36} lineWidth={2} color="pine" maw={720}>
        {TIMELINE.map((step) => {
          const Icon = ICONS[step.icon];
          return (
            <Timeline.Item
              key={step.icon}
              data-status={step.status}
              bullet={
                <ThemeIcon
                  size={36}
                  radius="xl"
                  color={step.status === 'current' ? 'gold' : 'pine'}
                  variant={step.status === 'upcoming' ? 'light' : 'filled'}
                  autoContrast
                >
                  <Icon size={18} aria-hidden="true" />
                </ThemeIcon>
              }
              title={
                <h3 className={classes.step}>
                  {pick(step.title)}{' '}
                  <Badge
                    size="sm"
                    ml={6}
                    variant={step.status === 'current' ? 'filled' : 'light'}
                    color={
                      step.status === 'current' ? 'gold.9' : step.status === 'complete' ? 'pine' : 'charcoal'
                    }
                  >
                    {statusLabel[step.status]}
                  </Badge>
                </h3>
              }
            >
              <p className={classes.date}>{pick(step.date)}</p>
              <p className={classes.description}>{pick(step.description)}</p>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </ProjectSection>
  );
}
