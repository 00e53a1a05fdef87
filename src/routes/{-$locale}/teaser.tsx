import { createFileRoute } from '@tanstack/react-router';

import { project } from '@/content/project';
import { teaserBadge, teaserStartingPrice } from '@/content/teaser';
import { TeaserPage } from '@/features/teaser/components/teaser-page';
import { headFromLoader } from '@/lib/head';

/*
 * The teaser is an English-only landing page with hardcoded copy.
 * Under /de/teaser the site chrome is German and the content keeps lang="en"; the page is announced in
 * English only (canonical /teaser, no German alternate, not in the sitemap) and not indexed under /de.
 */
export const Route = createFileRoute('/{-$locale}/teaser')({
  // The head comes from the loader, which travels with the page's code: the teaser's copy is not part
  // of the router every page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => ({
    head: {
      englishOnly: true,
      robots: params.locale === 'de' ? 'noindex' : undefined,
      title: `${project.name} – ${teaserBadge}`,
      description: `New homes in Berlin-${project.neighborhood}: ${project.residentialUnits} modern apartments, delivery ${project.expectedCompletionQuarter}, from ${teaserStartingPrice}.`,
    },
  }),
  head: headFromLoader,
  component: TeaserPage,
});
