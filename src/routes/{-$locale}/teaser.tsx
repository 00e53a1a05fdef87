import { createFileRoute } from '@tanstack/react-router';

import { PageIntro } from '@/components/layout/page-intro';
import { project } from '@/content/project';
import { pageHead } from '@/lib/head';

/*
 * The teaser is an English-only landing page with hardcoded copy (spec §2 "Teaser page").
 * Under /de/teaser the site chrome is German and this content keeps lang="en".
 */
const TEASER_TITLE = `${project.address}, ${project.city}-${project.district}`;

export const Route = createFileRoute('/{-$locale}/teaser')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: `${project.name} – Construction in Progress`,
      description:
        'Sustainable living in Berlin-Niederschönhausen: 56 modern apartments, delivery Q1 2027, from €250k.',
    }),
  component: TeaserPage,
});

function TeaserPage() {
  return (
    <div lang="en">
      <PageIntro
        eyebrow="Construction in Progress"
        title={TEASER_TITLE}
        lead="Sustainable living in Berlin-Niederschönhausen."
      />
    </div>
  );
}
