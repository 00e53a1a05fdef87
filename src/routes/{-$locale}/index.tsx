import { createFileRoute } from '@tanstack/react-router';

import { homePageElement } from './-components/home-page-element';
import { homeHead, preloadHomeSections } from './-components/home-route';

export const Route = createFileRoute('/{-$locale}/')({
  head: ({ match }) => homeHead(match.pathname),
  loader: preloadHomeSections,
  component: () => homePageElement,
});
