import { i18n } from '@lingui/core';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { PROJECT_ID } from '@/content/project';
import { PROJECT_PAGE_HEADS } from '@/content/project-page/page-heads';
import type { Unit } from '@/content/units';
import { FloorPicker } from '@/features/apartments/picker/floor-picker';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { pageHead } from '@/lib/head';

import { PickerIntro } from '../-components/picker-intro';

/**
 * Choosing by building and floor (PICKER_PATH in src/site-map): the site view, or one floor with
 * `?building=2&floor=3`, read by the picker's own code. Prerendered as the site view, precached.
 */
export const Route = createFileRoute('/{-$locale}/projects/$projectId_/floors')({
  beforeLoad: ({ params }) => {
    if (params.projectId !== PROJECT_ID) throw notFound();
  },
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: i18n._(PROJECT_PAGE_HEADS.picker.title),
      description: i18n._(PROJECT_PAGE_HEADS.picker.description),
    }),
  component: FloorsRoute,
});

const favourite = (unit: Unit) => <FavouriteButton weNr={unit.weNr} size="lg" />;

function FloorsRoute() {
  return (
    <>
      <PickerIntro />
      <FloorPicker favourite={favourite} />
    </>
  );
}
