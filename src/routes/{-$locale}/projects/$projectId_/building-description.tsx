import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { PROJECT_ID, project } from '@/content/project';
import { BuildingDescription } from '@/features/project/components/building-description';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/projects/$projectId_/building-description')({
  beforeLoad: ({ params }) => {
    if (params.projectId !== PROJECT_ID) throw notFound();
  },
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`Building description – ${project.name}`,
      description: t`Construction and fittings of the apartments at ${project.name}, Berlin-Pankow (draft).`,
    }),
  component: BuildingDescription,
});
