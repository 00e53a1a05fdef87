import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { PageIntro } from '@/components/layout/page-intro';
import { project, PROJECT_ID } from '@/content/project';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/projects/$projectId')({
  beforeLoad: ({ params }) => {
    if (params.projectId !== PROJECT_ID) throw notFound();
  },
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`${project.name} – project details, apartments and floor plans`,
      description: t`56 condominiums in 4 buildings at ${project.name}, Berlin-Pankow: apartments, floor plans, neighbourhood and location.`,
    }),
  component: ProjectDetailPage,
});

function ProjectDetailPage() {
  const { t } = useLingui();
  return (
    <PageIntro
      eyebrow={t`Construction in progress`}
      title={project.name}
      lead={t`New-build condominiums in Berlin-Niederschönhausen: ${project.residentialUnits} apartments in ${project.buildings} buildings, completion Q1 2027.`}
    />
  );
}
