import { useLingui } from '@lingui/react/macro';
import { Container, Group, Loader, Tabs } from '@mantine/core';
import { lazy, memo, Suspense, useMemo, type ReactNode } from 'react';

import { deferredPart, preloadQuietly } from '@/components/deferred/deferred-part';
import {
  IconBuilding,
  IconBuildingCommunity,
  IconHome,
  IconLayoutGrid,
  IconMapPin,
  IconTrees,
} from '@/components/icons';
import { PROJECT_ID } from '@/content/project';
import type { Unit } from '@/content/units';
import type { FinderSearch } from '@/features/apartments/model/finder-search';
import { NotifyMeButton } from '@/features/contact/alert-buttons/notify-me-button';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { FavouritesLink } from '@/features/favourites/components/favourites-link';
import { LocationTab } from '@/features/project/components/location-tab';
import { NeighbourhoodTab } from '@/features/project/components/neighbourhood-tab';

import { DeferredProjectOverview } from './deferred-project-overview';
import { NeighbourhoodImage } from './neighbourhood-image';
import { PickerLink } from './picker-link';
import type { ProjectTab } from './project-search';
import classes from './project-tabs.module.css';
import { useTabStrip } from './tab-strip';
import { usePrerenderedTabs } from './use-prerendered-tabs';

/** The heart on each finder card; one function for the page's life, so the finder's memoised cards keep it. */
const favouriteAction = (unit: Unit) => <FavouriteButton weNr={unit.weNr} />;

const ApartmentFinder = deferredPart(
  () => import('@/features/apartments/components/apartment-finder').then((module) => module.ApartmentFinder),
  { when: 'asked' },
);
const LocationImage = lazy(() =>
  import('./location-image').then((module) => ({ default: module.LocationImage })),
);
const FloorPlansTab = deferredPart(
  () => import('@/features/apartments/components/floor-plans-tab').then((module) => module.FloorPlansTab),
  { when: 'asked' },
);
const PickerTab = deferredPart(() => import('./picker-page').then((module) => module.PickerTab), {
  when: 'asked',
});

/** The tabs whose code loads when first shown (the prerendered page holds only the overview). */
function lazyPanel(tab: ProjectTab) {
  return tab === 'apartments'
    ? ApartmentFinder
    : tab === 'floors'
      ? PickerTab
      : tab === 'floor-plans'
        ? FloorPlansTab
        : undefined;
}

/** Whether a tab renders at once, without its loader. */
export function isTabLoaded(tab: ProjectTab): boolean {
  return lazyPanel(tab)?.isLoaded() ?? true;
}

/** Loads a tab's code (resolves at once for a tab without any). */
export function loadTab(tab: ProjectTab): Promise<void> {
  return lazyPanel(tab)?.preload() ?? Promise.resolve();
}

/**
 * The likely next taps, rendered hidden once the page is idle (use-prerendered-tabs.ts); the picker's
 * code loads only then or with its tab, never with the first screen.
 */
const PRERENDERED_TABS: readonly ProjectTab[] = ['apartments', 'floors'];

/** The picker's tab, the same element on every render: a tap that reveals it renders nothing in it. */
const pickerTab = <PickerTab favourite={favouriteAction} />;

export interface ProjectTabsProps {
  tab: ProjectTab;
  onTabChange: (tab: ProjectTab) => void;
  /** The overview stays on the page while another tab shows (hidden), once it has shown hydrated. */
  keepOverview: boolean;
  finder: FinderSearch;
  onFinderChange: (finder: FinderSearch) => void;
}

const TABS_ID = 'project-tabs';
const tabId = (tab: ProjectTab) => `${TABS_ID}-tab-${tab}`;
const panelId = (tab: ProjectTab) => `${TABS_ID}-panel-${tab}`;

/** A tab's content, with its loader while its code loads. */
function PanelContent({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Container size="lg" py="xl" data-tab-loading="">
          <Loader color="pine" />
        </Container>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * A tab's panel. Without `kept`, its content is on the page only while its tab is shown. With it,
 * the content renders once `kept` is true (the tab shown, or rendered ahead of a tap) and then stays,
 * hidden by React's Activity (Mantine's `keepMounted`) while another tab is shown: out of view and of
 * the accessibility tree, its effects unmounted, so that showing it again only reveals it.
 */
function Panel({ value, kept, children }: { value: ProjectTab; kept?: boolean; children: ReactNode }) {
  return (
    <Tabs.Panel value={value} keepMounted={kept !== undefined}>
      {kept !== false && <PanelContent>{children}</PanelContent>}
    </Tabs.Panel>
  );
}

/**
 * The overview's panel, as Mantine's Tabs.Panel renders one, but outside Mantine's Tabs: the tabs'
 * context changes whenever the page re-renders (hydration, the address applied), and a change
 * passed on into the prerendered overview, which waits for its code while another tab is about to
 * replace it (deferred-project-overview.ts), would make React hydrate it first.
 */
function OverviewPanel({ active, kept }: { active: boolean; kept: boolean }) {
  return (
    <div
      role="tabpanel"
      id={panelId('overview')}
      aria-labelledby={tabId('overview')}
      data-orientation="horizontal"
      style={active ? undefined : { display: 'none' }}
    >
      {/* Kept, it is hidden rather than removed: removing its sections was a good part of a tab tap's commit. */}
      {(active || kept) && (
        <PanelContent>
          <DeferredProjectOverview />
        </PanelContent>
      )}
    </div>
  );
}

/** Overview (default), apartments, floor plans, neighbourhood and location; the tab lives in the URL. */
export const ProjectTabs = memo(function ProjectTabs({
  tab,
  onTabChange,
  keepOverview,
  finder,
  onFinderChange,
}: ProjectTabsProps) {
  const { t } = useLingui();
  const strip = useTabStrip<HTMLDivElement>(tab);
  const prerendered = usePrerenderedTabs(PRERENDERED_TABS, loadTab);
  // On the page while shown or once rendered ahead; from then on hidden rather than removed.
  const kept = (value: ProjectTab) => tab === value || prerendered.has(value);
  // The same element while the address stays: revealing the tab renders nothing in it.
  const finderPanel = useMemo(
    () => (
      <Container size="lg" py="xl">
        <ApartmentFinder
          search={finder}
          onSearchChange={onFinderChange}
          cardAction={favouriteAction}
          toolbar={
            <Group gap="md">
              <PickerLink rooms={finder.rooms} />
              <FavouritesLink />
              <NotifyMeButton
                target={{
                  kind: 'search',
                  projectId: PROJECT_ID,
                  building: finder.building,
                  rooms: finder.rooms,
                }}
                variant="subtle"
              />
            </Group>
          }
        />
      </Container>
    ),
    [finder, onFinderChange],
  );
  const tabs: { value: ProjectTab; label: string; icon: typeof IconHome }[] = [
    { value: 'overview', label: t`Overview`, icon: IconHome },
    { value: 'apartments', label: t`Apartments`, icon: IconBuildingCommunity },
    { value: 'floors', label: t`Building & floor`, icon: IconBuilding },
    { value: 'floor-plans', label: t`Floor plans`, icon: IconLayoutGrid },
    { value: 'neighborhood', label: t`Neighbourhood`, icon: IconTrees },
    { value: 'location', label: t`Location`, icon: IconMapPin },
  ];
  return (
    <div id="apartments">
      <Tabs
        id={TABS_ID}
        value={tab}
        onChange={(value) => value && onTabChange(value as ProjectTab)}
        keepMounted={false}
        color="pine"
      >
        <Container size="lg">
          <Tabs.List ref={strip} aria-label={t`Project sections`} className={classes.list}>
            {tabs.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={16} aria-hidden="true" />}
                // A finger going down on a tab loads its code, ahead of the tap's click.
                onPointerDown={() => preloadQuietly(() => loadTab(value))}
                // Mantine names the panels it renders itself, not the overview's (OverviewPanel).
                {...(value === 'overview' && { 'aria-controls': panelId(value) })}
              >
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Container>
        <Panel value="apartments" kept={kept('apartments')}>
          {finderPanel}
        </Panel>
        <Panel value="floors" kept={kept('floors')}>
          {pickerTab}
        </Panel>
        <Panel value="floor-plans">
          <Container size="lg" py="xl">
            <FloorPlansTab />
          </Container>
        </Panel>
        <Panel value="neighborhood">
          <Container size="lg" py="xl">
            <NeighbourhoodTab media={<NeighbourhoodImage />} />
          </Container>
        </Panel>
        <Panel value="location">
          <Container size="lg" py="xl">
            <LocationTab media={<LocationImage />} />
          </Container>
        </Panel>
      </Tabs>
      <OverviewPanel active={tab === 'overview'} kept={keepOverview} />
    </div>
  );
});
