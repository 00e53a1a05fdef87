/**
 * The picker's page and the project page's 'Building & floor' tab, in one module that both load
 * lazily (the floors route's component, project-tabs.tsx), so that the picker's code is a chunk of
 * its own, loaded with its page or tab and not with the project's shared code.
 */
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { notFound, useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';

import { IconExternalLink } from '@/components/icons';
import { PathLink } from '@/components/link/path-link';
import { PROJECT_ID } from '@/content/project';
import { PROJECT_PAGE_HEADS } from '@/content/project-page/page-heads';
import type { BuildingNumber, Unit } from '@/content/units';
import { FLOOR_LABELS } from '@/features/apartments/model/unit-labels';
import { FloorPicker } from '@/features/apartments/picker/floor-picker';
import {
  pickerParams,
  readFloorParams,
  readPickerSearch,
  type PickerSearch,
} from '@/features/apartments/picker/picker-model';
import classes from '@/features/apartments/picker/picker.module.css';
import { NotifyMeButton } from '@/features/contact/alert-buttons/notify-me-button';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { useHydrated } from '@/first-load/hydration';
import { localizePath } from '@/lib/i18n/locale';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';
import { PICKER_PATH, pickerFloorPath } from '@/site-map/field-kit-paths';

import { PickerIntro } from './picker-intro';

interface FloorsParams {
  projectId: string;
  building?: string | undefined;
  floor?: string | undefined;
}

/**
 * The floors route's loader: the floor its path names (null: the site view) and the page's title
 * and description; a path of no building and floor is not found. A floor's page is `noindex`.
 */
export function floorsPageData(params: FloorsParams) {
  const place = params.projectId === PROJECT_ID ? readFloorParams(params) : undefined;
  if (place === undefined) throw notFound();
  if (place === null) {
    const { title, description } = PROJECT_PAGE_HEADS.picker;
    return { head: { title: i18n._(title), description: i18n._(description) } };
  }
  const floor = i18n._(FLOOR_LABELS[place.floor]!);
  // English writes 'on the ground floor'; German nouns keep their capital.
  const inText = i18n.locale === 'en' ? floor.toLowerCase() : floor;
  const { title, description } = PROJECT_PAGE_HEADS.pickerFloor(place.building, floor, inText);
  return {
    head: { title: i18n._(title), description: i18n._(description), robots: 'noindex, follow' },
  };
}

const favourite = (unit: Unit) => <FavouriteButton weNr={unit.weNr} size="lg" />;
const NO_SEARCH: PickerSearch = {};

/** The floors route's page: the site view at `/floors`, a floor at `/floors/2/3`, filters in the query. */
export function PickerPage() {
  const params = useParams({ strict: false }) as Partial<FloorsParams>;
  const place = readFloorParams(params) ?? null;
  const locale = useLocale();
  const navigate = useNavigate();
  // The prerendered page knows only the path: the query applies once hydrated.
  const hydrated = useHydrated();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = hydrated ? readPickerSearch(raw) : NO_SEARCH;
  const { rooms, available } = search;
  const building = place?.building;
  const floor = place?.floor;
  const address = useMemo(() => ({ building, floor, rooms, available }), [building, floor, rooms, available]);
  const router = useRouter();
  const onAddress = useCallback(
    (state: PickerSearch, replace: boolean) => {
      // Another floor is the same page: the position stays (the scroll policy, lib/scroll-policy.ts,
      // sends a new path to the top; this runs after it, in the same frame).
      const top = window.scrollY;
      const off = router.subscribe('onRendered', ({ toLocation }) => {
        off();
        if (toLocation.pathname.startsWith(localizePath(PICKER_PATH, locale)))
          window.scrollTo({ top, left: 0 });
      });
      void navigate({
        to: '/{-$locale}/projects/$projectId/floors/{-$building}/{-$floor}',
        params: {
          ...localeParam(locale),
          projectId: PROJECT_ID,
          building: state.building === undefined ? undefined : String(state.building),
          floor: state.building === undefined ? undefined : String(state.floor ?? 0),
        },
        search: pickerParams(state),
        replace,
        resetScroll: false,
      });
    },
    [navigate, router, locale],
  );
  // A link from before floors had paths (?building=2&floor=3) opens that floor's page.
  const legacy = place === null && search.building !== undefined;
  useEffect(() => {
    if (legacy) onAddress(search, true);
  }, [legacy, search, onAddress]);

  return (
    <>
      <PickerIntro />
      <FloorPicker
        address={address}
        onAddress={onAddress}
        favourite={favourite}
        floorActions={(atBuilding, atFloor) => (
          <NotifyMeButton
            target={{ kind: 'search', projectId: PROJECT_ID, building: atBuilding, floor: atFloor, rooms }}
            variant="subtle"
          />
        )}
      />
    </>
  );
}

/** An open floor's own page, to share or bookmark (the tab keeps no floor in the project page's URL). */
function FloorLink({ building, floor }: { building: BuildingNumber; floor: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PathLink
      href={localizePath(pickerFloorPath(building, floor), locale)}
      className={`${classes.floorLink} tap-target`}
      data-floor-link=""
    >
      <IconExternalLink size={16} aria-hidden="true" />
      {t`Link to this floor`}
    </PathLink>
  );
}

const floorActions = (building: BuildingNumber, floor: number) => (
  <Group gap="xs">
    <FloorLink building={building} floor={floor} />
    <NotifyMeButton target={{ kind: 'search', projectId: PROJECT_ID, building, floor }} variant="subtle" />
  </Group>
);
const SITE_VIEW: PickerSearch = {};

/**
 * The picker as the project page's 'Building & floor' tab: the site view first; the floor opened
 * stays in the tab (its state only) and links to its own page, which has the address to share.
 */
export function PickerTab({ favourite: heart }: { favourite: (unit: Unit) => ReactNode }) {
  return (
    <div className={classes.tab}>
      <FloorPicker address={SITE_VIEW} favourite={heart} floorActions={floorActions} />
    </div>
  );
}
