import { i18n } from '@lingui/core';
import { createFileRoute, notFound, useLocation } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';

import { PROJECT_ID } from '@/content/project';
import { PROJECT_PAGE_HEADS } from '@/content/project-page/page-heads';
import { useAddressState } from '@/features/apartments/hooks/use-address-state';
import type { FinderSearch } from '@/features/apartments/model/finder-search';
import { FinalCta } from '@/features/project/components/final-cta';
import { ProjectHero } from '@/features/project/components/project-hero';
import { pageHead } from '@/lib/head';
import { afterPaint } from '@/lib/idle';

import { DeferredProjectOverview } from './-components/deferred-project-overview';
import {
  activeTab,
  DEFAULT_TAB,
  projectSearchSchema,
  type ProjectSearch,
  type ProjectTab,
} from './-components/project-search';
import { ProjectTabs } from './-components/project-tabs';
import { useAddressApplied } from './-components/use-address-applied';

export const Route = createFileRoute('/{-$locale}/projects/$projectId')({
  beforeLoad: ({ params }) => {
    if (params.projectId !== PROJECT_ID) throw notFound();
  },
  validateSearch: (search) => v.parse(projectSearchSchema, search),
  // Client navigations: the overview's sections are there before the page renders (anchors such as #gallery).
  loader: () => DeferredProjectOverview.preload(),
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: i18n._(PROJECT_PAGE_HEADS.project.title),
      description: i18n._(PROJECT_PAGE_HEADS.project.description),
    }),
  component: ProjectDetailPage,
});

const NO_SEARCH = {};

// Created once: the page's re-render when its address changes leaves them untouched.
const hero = <ProjectHero />;
const finalCta = <FinalCta />;

function ProjectDetailPage() {
  const navigate = Route.useNavigate();
  // The router renders an address change at once, inside the tap's event (its state is an external
  // store). The page renders the new address deferred instead: in short tasks after the tap's frame,
  // keeping what it shows until then (ProjectTabs is memoised, so the urgent render stays small).
  const urlSearch = Route.useSearch();
  const { hash: urlHash } = useLocation();
  const addressSearch = useDeferredValue(urlSearch);
  const hash = useDeferredValue(urlHash);
  // Every page is prerendered without search params or hash: they apply once hydrated.
  const applied = useAddressApplied(activeTab(addressSearch, hash));
  const search: ProjectSearch = applied ? addressSearch : NO_SEARCH;
  const addressTab = activeTab(search, applied ? hash : '');
  // The finder's fields alone: a change of tab in the address leaves the finder as it is.
  const { building, rooms, sort } = search;
  const finder = useMemo(() => ({ building, rooms, sort }), [building, rooms, sort]);

  const navigateToTab = useCallback(
    (next: ProjectTab) =>
      void navigate({
        search: (old) => ({ ...old, tab: next === DEFAULT_TAB ? undefined : next }),
        // #apartments only opens the tab; once the visitor picks one, the URL parameter says which.
        hash: next === 'apartments' ? urlHash : '',
        replace: true,
        resetScroll: false,
      }),
    [navigate, urlHash],
  );
  // A tab tapped shows from the page's state, rendered deferred, so the tap's frame only schedules it.
  // The URL follows once the panel is on the screen, so the router's navigation does not hold it back.
  const shown = useRef<{ tab: ProjectTab; waiting: ProjectTab | null }>({ tab: addressTab, waiting: null });
  const writeTab = useCallback(
    (next: ProjectTab) => {
      if (shown.current.tab === next) navigateToTab(next);
      else shown.current.waiting = next;
    },
    [navigateToTab],
  );
  const [selectedTab, onTabChange] = useAddressState(addressTab, writeTab, Object.is);
  const tab = useDeferredValue(selectedTab);
  const latestNavigate = useRef(navigateToTab);
  useEffect(() => {
    latestNavigate.current = navigateToTab;
  });
  useEffect(() => {
    shown.current.tab = tab;
    if (shown.current.waiting !== tab) return;
    shown.current.waiting = null;
    return afterPaint(() => latestNavigate.current(tab));
  }, [tab]);
  // The overview is the tab shown: it hydrates now (see deferred-project-overview.ts), and from then
  // on another tab hides it rather than removing it.
  const overviewShown = applied && tab === 'overview';
  const [keepOverview, setKeepOverview] = useState(false);
  if (overviewShown && !keepOverview) setKeepOverview(true);
  useEffect(() => {
    if (overviewShown) void DeferredProjectOverview.preload();
  }, [overviewShown]);
  // Called once the finder shows its new state (every field named; undefined removes it).
  const onFinderChange = useCallback(
    (finder: FinderSearch) =>
      void navigate({
        search: (old) => ({ ...old, ...finder, tab: 'apartments' }),
        hash: urlHash,
        replace: true,
        resetScroll: false,
      }),
    [navigate, urlHash],
  );

  return (
    <>
      {hero}
      <ProjectTabs
        tab={tab}
        onTabChange={onTabChange}
        keepOverview={keepOverview}
        finder={finder}
        onFinderChange={onFinderChange}
      />
      {finalCta}
    </>
  );
}
