import { createFileRoute } from '@tanstack/react-router';

import { homePageElement } from '../-components/home-page-element';
import { homeHead, preloadHomeSections } from '../-components/home-route';

/** /projects shows the home page; its canonical link points to the home page. */
export const Route = createFileRoute('/{-$locale}/projects/')({
  head: ({ match }) => homeHead(match.pathname),
  loader: preloadHomeSections,
  component: () => homePageElement,
});
