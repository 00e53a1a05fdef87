import { createFileRoute, notFound } from '@tanstack/react-router';

import { DeferredBookViewingLink } from '@/components/link/deferred-book-viewing-link';
import { PROJECT_ID } from '@/content/project';
import { unitByCode } from '@/content/units';
import { UnitPage } from '@/features/apartments/unit-page/unit-page';
import { unitPageHead, unitPageName } from '@/features/apartments/unit-page/unit-page-head';
import { NotifyMeButton } from '@/features/contact/alert-buttons/notify-me-button';
import { DeskUnitSlot } from '@/features/desk/desk-unit-slot';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { QrCodeButton } from '@/features/share/qr-code-button';
import { ShareButton } from '@/features/share/share-button';
import { PrintBookingCode } from '@/features/viewings/components/print-booking-code';
import { headFromLoader } from '@/lib/head';
import { localeFromParam, localizePath } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { absoluteUrl } from '@/lib/site';
import { unitPagePath } from '@/site-map/unit-pages';

/** One page per unit (site-map/unit-pages.ts), prerendered in both languages; other codes are not found. */
export const Route = createFileRoute('/{-$locale}/projects/$projectId_/apartments/$unitCode')({
  // The loader travels with the page's code: the unit list and the page's texts are not part of the
  // router every page loads (the home page's size budget).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const unit = params.projectId === PROJECT_ID ? unitByCode(params.unitCode) : undefined;
    if (!unit) throw notFound();
    return { unit, head: unitPageHead(unit, localeFromParam(params.locale)) };
  },
  head: headFromLoader,
  component: UnitRoute,
});

function UnitRoute() {
  const { unit } = Route.useLoaderData();
  const locale = useLocale();
  // The public (canonical) address of this page in the current language: shared, encoded, printed.
  const url = absoluteUrl(localizePath(unitPagePath(unit.weNr), locale));
  const name = unitPageName(unit);
  return (
    <UnitPage
      unit={unit}
      url={url}
      favourite={<FavouriteButton weNr={unit.weNr} />}
      notify={(offer) => (
        <NotifyMeButton
          target={{ kind: 'unit', projectId: PROJECT_ID, weNr: unit.weNr, priceChanges: offer === 'price' }}
          variant={offer === 'release' ? 'filled' : 'outline'}
        />
      )}
      booking={<DeferredBookViewingLink weNr={unit.weNr} />}
      printCode={<PrintBookingCode weNr={unit.weNr} />}
      actions={
        <>
          <ShareButton link={{ title: name, url }} />
          <QrCodeButton title={name} url={url} />
          {/* Staff signed in on this device: change the status here (loaded only then). */}
          <DeskUnitSlot unit={unit} />
        </>
      }
    />
  );
}
