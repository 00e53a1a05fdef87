import { i18n } from '@lingui/core';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { PROJECT_ID } from '@/content/project';
import { PROJECT_PAGE_HEADS } from '@/content/project-page/page-heads';
import { BuildingDescription } from '@/features/project/components/building-description';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/projects/$projectId_/building-description')({
  beforeLoad: ({ params }) => {
    if (params.projectId !== PROJECT_ID) throw notFound();
  },
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: i18n._(PROJECT_PAGE_HEADS.buildingDescription.title),
      description: i18n._(PROJECT_PAGE_HEADS.buildingDescription.description),
    }),
  component: BuildingDescription,
});
