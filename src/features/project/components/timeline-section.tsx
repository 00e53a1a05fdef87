import { useLingui } from '@lingui/react/macro';
import { Badge, Text, ThemeIcon, Timeline } from '@mantine/core';

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
                <Text component="h3" fw={700} fz="md" m={0}>
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
                </Text>
              }
            >
              <Text fz="sm" c="charcoal.5" fw={600}>
                {pick(step.date)}
              </Text>
              <Text fz="sm" mt={4}>
                {pick(step.description)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </ProjectSection>
  );
}
