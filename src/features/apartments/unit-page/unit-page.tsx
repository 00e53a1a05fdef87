import { useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

import { imageManifest } from '@/assets/image-manifest.gen';
import { LogoMark } from '@/components/brand/logo-mark';
import { deferredPart, preloadQuietly } from '@/components/deferred/deferred-part';
import { EnergyCertificateFacts } from '@/components/energy/energy-certificate-facts';
import { IconFileDescription, IconMapPin, IconPrinter } from '@/components/icons';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { CriticalCssEnd, criticalCssResumes } from '@/components/layout/critical-css-end';
import { ZoomIcon } from '@/components/lightbox/zoom-icon';
import { ClaimNote, claimNoteKnown } from '@/components/missing-field/claim-note';
import { CompanyEmail, CompanyName, CompanyStreetAddress } from '@/components/missing-field/company-name';
import { company, mapsSearchUrl } from '@/content/company';
import { PROJECT_ID, project, projectAddressLine } from '@/content/project';
import { neighbourhoodHighlights } from '@/content/project-highlights';
import { BUILDING_RENDERS } from '@/content/project-page/project-images';
import { UNITS, type Unit } from '@/content/units';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { preloadUnitLightbox } from '../components/lazy-unit-lightbox';
import { PlanOrDrawing } from '../components/plan-or-drawing';
import { PurchaseCostTable } from '../components/purchase-cost-table';
import { SimilarUnits } from '../components/unit-card';
import { UnitFacts } from '../components/unit-facts';
import { UnitPrice } from '../components/unit-price';
import { FloorLayoutSvg } from '../floor-plans/floor-layout-svg';
import { UnitPlanSvg } from '../floor-plans/unit-plan-svg';
import { useExposeRequest } from '../hooks/use-expose-request';
import { useUnitStatuses } from '../hooks/use-unit-statuses';
import { useUnitSummary } from '../hooks/use-unit-summary';
import { similarAvailable } from '../model/unit-finder';
import { FLOOR_LABELS } from '../model/unit-labels';
import { isSold, mayBeAvailable, unitStatusOf, unitStatusesOf } from '../model/unit-status';
import { loadImagesForPrint, printExpose, printShortcut } from './print-expose';
import { UnitAvailability } from './unit-availability';
import { UnitPageLightbox, createUnitLightboxControl } from './unit-page-lightbox';
import classes from './unit-page.module.css';
import { usePrintDate } from './use-print-date';

export interface UnitPageProps {
  unit: Unit;
  /** The public URL of this page in the current language (printed on the exposé). */
  url: string;
  /** Slot beside the title for the favourite heart (FavouriteButton, wired in by the route). */
  favourite?: ReactNode;
  /** Further actions beside 'Request exposé' and 'Print exposé', e.g. share and QR code. */
  actions?: ReactNode;
  /** 'Book a viewing' of this flat (wired in by the route): left out once the flat is known sold, as the exposé is. */
  booking?: ReactNode;
  /** Printed only, in the letterhead: the QR code that books a viewing of this flat (wired in by the route); not for a sold flat. */
  printCode?: ReactNode;
  /** "Notify me" (wired in by the route): of its release when the flat is known taken, else of its price. */
  notify?: (offer: UnitAlertOffer) => ReactNode;
}

export type UnitAlertOffer = 'release' | 'price';

/**
 * The repayment example, below the fold: its HTML is prerendered without a rate, its code (and the
 * terms of the URL) follow once the page is interactive.
 */
const DeferredMonthlyCost = deferredPart(
  () => import('../financing/monthly-cost-calculator').then((module) => module.MonthlyCostCalculator),
  { when: 'interactive', prerendered: true },
);

/** The project's name and address, said once where the name is the street address ('Grabbeallee 68'). */
function projectPlace(address: string): string {
  return address.startsWith(project.name) ? address : `${project.name} · ${address}`;
}

/** The neighbourhood's distances that a printed exposé carries (S+U station, park). */
const PRINTED_HIGHLIGHTS = neighbourhoodHighlights.filter(({ icon }) => icon === 'train' || icon === 'trees');

/** "Printed on" with today's date: its own component, so setting the date after hydration re-renders only this line. */
function PrintedOn() {
  const { t } = useLingui();
  const { date } = useDateFormatters();
  const printDate = usePrintDate();
  return printDate && t`Printed on ${date(printDate)}`;
}

/**
 * One apartment's page: plan, facts, status with its time, buying costs, energy, the unit's floor and
 * building with the location, contact. Printed, it is the unit's exposé on one A4 page
 * (unit-page.module.css): a letterhead with the logo and the sales contact, no site chrome, no
 * buttons, no field still to be completed, and the print date.
 */
export function UnitPage({ unit, url, favourite, actions, booking, printCode, notify }: UnitPageProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const summary = useUnitSummary(unit);
  const requestExpose = useExposeRequest();
  const knowledge = useUnitStatuses();
  // A sold flat offers similar ones instead of the exposé, as its card in the finder does.
  const similar = useMemo(() => {
    const statuses = unitStatusesOf(UNITS, knowledge);
    if (!isSold(statuses.get(unit.weNr)!)) return null;
    return { units: similarAvailable(unit, UNITS, statuses), confirmed: knowledge.phase === 'live' };
  }, [knowledge, unit]);
  const status = unitStatusOf(unit, knowledge);
  const alertOffer: UnitAlertOffer =
    status.kind !== 'loading' && !mayBeAvailable(status) ? 'release' : 'price';
  const address = projectAddressLine();
  const floor = i18n._(FLOOR_LABELS[unit.floor]!);
  const params = localeParam(locale);
  // One identity for the page's life: the deferred calculator keeps its prerendered HTML until hydrated.
  const units = useMemo(() => [unit], [unit]);
  // The plan and the floor layout open the unit's lightbox, where they zoom (a phone shows the floor
  // layout's labels at a few pixels).
  const [lightbox] = useState(createUnitLightboxControl);
  const enlarge = (index: number, label: string) => (
    <button
      type="button"
      className={`${classes.enlarge} mantine-focus-auto`}
      onPointerDown={() => preloadQuietly(preloadUnitLightbox)}
      onClick={() => lightbox.open(index)}
      aria-label={label}
      data-enlarge=""
    >
      <span className={classes.enlargeBadge}>
        <ZoomIcon zoomIn />
      </span>
    </button>
  );
  // Printing with the browser's own command: the pictures below the screen are fetched now (they are
  // lazy), for the exposé to have them.
  useEffect(() => {
    window.addEventListener('beforeprint', loadImagesForPrint);
    window.addEventListener('keydown', printShortcut);
    return () => {
      window.removeEventListener('beforeprint', loadImagesForPrint);
      window.removeEventListener('keydown', printShortcut);
    };
  }, []);

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }} className={classes.page} data-unit-page={unit.weNr}>
      <Stack gap="xl" className={classes.sheet}>
        <div className={classes.letterhead} data-print-letterhead="">
          <LogoMark size={40} title={company.brandName} />
          <div className={classes.letterheadName}>
            <span className={classes.brandName}>{company.brandName}</span>
            <span>
              <CompanyName />
            </span>
          </div>
          <address className={classes.letterheadContact}>
            <span>
              <CompanyStreetAddress />
            </span>
            <span>
              <CompanyEmail asText />
            </span>
          </address>
          {/* On paper, where the buttons are not: the QR code that books a viewing of this flat. */}
          {!similar && printCode && <div className={classes.bookingCode}>{printCode}</div>}
        </div>
        <Breadcrumbs separator="›" aria-label={t`Breadcrumb`} component="nav" className={classes.screenOnly}>
          <Anchor renderRoot={(props) => <Link to="/{-$locale}" params={params} {...props} />} fz="sm">
            {t`Home`}
          </Anchor>
          <Anchor
            renderRoot={(props) => <Link to="/{-$locale}/projects" params={params} {...props} />}
            fz="sm"
          >
            {t`Projects`}
          </Anchor>
          <Anchor
            renderRoot={(props) => (
              <Link
                to="/{-$locale}/projects/$projectId"
                params={{ ...params, projectId: PROJECT_ID }}
                search={{ tab: 'apartments' }}
                {...props}
              />
            )}
            fz="sm"
          >
            {project.name}
          </Anchor>
          <Text fz="sm" aria-current="page">
            {t`Apartment ${unit.weNr}`}
          </Text>
        </Breadcrumbs>

        <header className={classes.header}>
          <Stack gap={6} className={classes.intro}>
            <Anchor
              href={mapsSearchUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              c="charcoal.7"
              fz="sm"
              w="fit-content"
              className="tap-target"
              data-project-address=""
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconMapPin size={16} aria-hidden="true" />
                {projectPlace(address)}
              </Group>
            </Anchor>
            <Group gap="sm" align="center" wrap="nowrap">
              <Title order={1} fz={{ base: 30, sm: 42 }} c="pine.6">
                {t`Apartment ${unit.weNr}`}
              </Title>
              {favourite && <div className={classes.screenOnly}>{favourite}</div>}
            </Group>
            <Text c="charcoal.7" data-unit-summary="">
              {summary}
            </Text>
            <UnitPrice unit={unit} large />
            <UnitAvailability unit={unit} knowledge={knowledge} />
          </Stack>
          {similar && (
            <div className={classes.screenOnly} data-similar="">
              <SimilarUnits unit={unit} similar={similar} headingLevel={2} />
            </div>
          )}
          <Group gap="xs" className={classes.actions} data-unit-actions="">
            {!similar && (
              <Button
                leftSection={<IconFileDescription size={18} aria-hidden="true" />}
                onClick={() => requestExpose(unit)}
              >
                {t`Request exposé`}
              </Button>
            )}
            {notify?.(alertOffer)}
            {!similar && booking}
            {actions}
            <Button
              variant="outline"
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
              onClick={() => void printExpose()}
              data-print-expose=""
            >
              {t`Print exposé`}
            </Button>
          </Group>
        </header>

        <div className={classes.columns}>
          <section aria-labelledby="unit-plan-title" className={classes.planSection}>
            <Title order={2} id="unit-plan-title" className={classes.sectionTitle}>
              {t`Floor plan`}
            </Title>
            <div className={classes.plan} data-unit-plan="">
              <PlanOrDrawing
                name={`unit-${unit.weNr}`}
                alt={t`Floor plan of apartment ${unit.weNr}`}
                drawing={<UnitPlanSvg unit={unit} />}
              />
              {enlarge(0, t`Enlarge the floor plan of apartment ${unit.weNr}`)}
            </div>
          </section>
          <section aria-labelledby="unit-facts-title">
            <Title order={2} id="unit-facts-title" className={classes.sectionTitle}>
              {t`Facts`}
            </Title>
            <UnitFacts unit={unit} full />
          </section>
        </div>

        <div className={classes.columns}>
          <section aria-labelledby="unit-costs-title">
            <Title order={2} id="unit-costs-title" className={classes.sectionTitle}>
              {t`Purchase price and buying costs`}
            </Title>
            <PurchaseCostTable unit={unit} />
          </section>
          <div className={classes.energy}>
            <EnergyCertificateFacts headingLevel={2} />
          </div>
        </div>

        {/* Below the first screen of a 1440 px tall desktop, the calculator is styled by the stylesheet
            (its rules would take the page's HTML past the first round trip); from the location on the
            critical CSS covers the page again (the floor layout's zoom button is positioned over it). */}
        <CriticalCssEnd />
        <section
          aria-labelledby="unit-monthly-cost-title"
          className={classes.screenOnly}
          data-unit-monthly-cost=""
        >
          <Title order={2} id="unit-monthly-cost-title" className={classes.sectionTitle}>
            {t`Example: monthly loan repayment`}
          </Title>
          <DeferredMonthlyCost units={units} />
        </section>

        <section aria-labelledby="unit-location-title" className={classes.location} {...criticalCssResumes}>
          <Title order={2} id="unit-location-title" className={classes.sectionTitle}>
            {t`Where the apartment is`}
          </Title>
          <p className={classes.locationLine} data-location="">
            <IconMapPin size={16} aria-hidden="true" />
            <span>
              {address} ({project.neighborhood})
              {PRINTED_HIGHLIGHTS.map((highlight) => (
                // A distance whose detail is still to be confirmed is left out of the printed exposé whole.
                <span
                  key={highlight.icon}
                  data-missing-part={highlight.note && !claimNoteKnown(highlight.note) ? '' : undefined}
                >
                  {` · ${i18n._(highlight.title)}`}
                  {highlight.note && (
                    <>
                      {' '}
                      <ClaimNote name={highlight.note} />
                    </>
                  )}
                </span>
              ))}
            </span>
          </p>
          <div className={classes.columns}>
            <figure className={classes.figure}>
              <div className={classes.floorLayout} data-floor-layout="">
                <PlanOrDrawing
                  name={`floor-${unit.floor}`}
                  alt={t`${floor}, building ${unit.building}`}
                  drawing={<FloorLayoutSvg floor={unit.floor} highlight={unit.weNr} />}
                />
                {enlarge(1, t`Enlarge the plan of the ${floor}`)}
              </div>
              <figcaption>{t`${floor}, building ${unit.building}`}</figcaption>
            </figure>
            <figure className={`${classes.figure} ${classes.render}`} data-building-render="">
              <ResponsiveImage
                image={imageManifest[BUILDING_RENDERS[unit.building]]}
                alt={t`Building ${unit.building}`}
                sizes="(min-width: 62em) 560px, 100vw"
              />
              <figcaption>{t`Building ${unit.building}`}</figcaption>
            </figure>
          </div>
        </section>

        <section aria-labelledby="unit-contact-title" className={classes.contact} data-unit-contact="">
          <Title order={2} id="unit-contact-title" className={classes.sectionTitle}>
            {t`Contact`}
          </Title>
          <Text fw={600}>
            <CompanyName />
          </Text>
          <Text>
            <CompanyStreetAddress />
          </Text>
          <CompanyEmail />
        </section>

        <Text fz="xs" c="charcoal.7" className={classes.printOnly} data-print-footer="">
          <PrintedOn /> · {url}
        </Text>
      </Stack>
      <UnitPageLightbox unit={unit} control={lightbox} />
    </Container>
  );
}
