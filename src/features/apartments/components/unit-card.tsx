import { useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

import { CompactButton } from '@/components/button/compact-button';
import { preloadQuietly } from '@/components/deferred/deferred-part';
import { EnergyCertificateFacts } from '@/components/energy/energy-certificate-facts';
import { IconChevronDown, IconFileDescription } from '@/components/icons';
import { PlainPathLink } from '@/components/link/path-link';
import { type Unit } from '@/content/units';
import { localizePath } from '@/lib/i18n/locale';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';
import { unitPagePath } from '@/site-map/unit-pages';

import { UnitPlanSvg } from '../floor-plans/unit-plan-svg';
import { useUnitSummary } from '../hooks/use-unit-summary';
import { FLOOR_LABELS } from '../model/unit-labels';
import type { UnitStatus } from '../model/unit-status';
import { preloadUnitLightbox } from './lazy-unit-lightbox';
import { PlanOrDrawing } from './plan-or-drawing';
import { PurchaseCostTable } from './purchase-cost-table';
import classes from './unit-card.module.css';
import { UnitFacts } from './unit-facts';
import { UnitPrice } from './unit-price';
import { UnitStatusBadgeOf } from './unit-status-badge';

/**
 * What a sold unit offers instead of 'Request exposé' (a sold flat has no exposé to send; a reserved
 * or held one keeps it, see docs/pages.md): units like it that may be had, `confirmed` Available by
 * live statuses or else not confirmed.
 */
export interface SimilarOffer {
  units: readonly Unit[];
  confirmed: boolean;
}

export interface UnitCardProps {
  unit: Unit;
  status: UnitStatus;
  /** Given for a sold unit: what it offers instead of the exposé. */
  similar?: SimilarOffer | undefined;
  onOpenPlans: (unit: Unit) => void;
  onRequestExpose: (unit: Unit) => void;
  /** Beside the title, e.g. the favourites heart (composed by the route). */
  action?: ReactNode;
  /** 'Book a viewing' of the unit, given the id of the title that names it (composed by the finder). */
  booking?: ((unit: Unit, titleId: string) => ReactNode) | undefined;
}

/**
 * Up to three units like a sold one, each a link to its page, or a line saying there is none; the
 * heading calls them available only when live statuses say so.
 */
export function SimilarUnits({
  unit,
  similar,
  headingLevel = 4,
}: {
  unit: Unit;
  similar: SimilarOffer;
  headingLevel?: 2 | 4;
}) {
  const { t, i18n } = useLingui();
  const { euro, area: formatArea } = useFormatters();
  const locale = useLocale();
  const { rooms } = unit;
  const Heading = `h${headingLevel}` as const;
  if (similar.units.length === 0) {
    return (
      <p className={classes.similarNone}>
        {similar.confirmed
          ? t`No other ${rooms}-room apartment is available at the moment.`
          : t`Every other ${rooms}-room apartment was last known reserved or sold. Please ask us.`}
      </p>
    );
  }
  return (
    <>
      <Heading className={classes.similarTitle}>
        {similar.confirmed
          ? t`Available ${rooms}-room apartments like this one`
          : t`${rooms}-room apartments like this one (availability not confirmed)`}
      </Heading>
      <ul className={classes.similarList}>
        {similar.units.map((other) => {
          const area = formatArea(other.livingArea);
          const floor = i18n._(FLOOR_LABELS[other.floor]!);
          const price = euro(other.price);
          return (
            <li key={other.weNr}>
              <PlainPathLink
                href={localizePath(unitPagePath(other.weNr), locale)}
                className={`${classes.similarLink} mantine-focus-auto`}
                data-similar-unit={other.weNr}
              >
                <span className={classes.similarName}>{t`Apartment ${other.weNr}`}</span>
                <span className={classes.similarFacts}>{t`${area} · ${floor} · ${price}`}</span>
              </PlainPathLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * One apartment of the finder: plan thumbnail (opens the lightbox), key facts, details, and the exposé
 * request, or for a sold unit the similar Available ones. On a phone the thumbnail stands beside the
 * facts and the actions span the card below them (unit-card.module.css).
 */
export function UnitCard({
  unit,
  status,
  similar,
  onOpenPlans,
  onRequestExpose,
  action,
  booking,
}: UnitCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const summary = useUnitSummary(unit);
  const [expanded, { toggle }] = useDisclosure(false);
  const [similarOpen, { toggle: toggleSimilar }] = useDisclosure(false);
  // The details (facts, buying costs, energy certificate: most of a card's markup) are rendered
  // once first opened, and then kept for the closing animation: 56 cards render at half the work.
  // They open and close in CSS (unit-card.module.css), not in Mantine's Collapse and its hooks.
  const [detailsRendered, setDetailsRendered] = useState(false);
  if (expanded && !detailsRendered) setDetailsRendered(true);
  const detailsId = `unit-${unit.weNr}-details`;
  const similarId = `unit-${unit.weNr}-similar`;
  const titleId = `unit-${unit.weNr}-title`;

  // Plain elements rather than Mantine's components: the finder renders every unit's card, and a
  // Mantine box resolves its theme, style props and CSS variables on every render.
  return (
    <article
      className={classes.root}
      aria-labelledby={titleId}
      data-unit={unit.weNr}
      data-price-per-sqm={unit.pricePerSqm}
      data-living-area={unit.livingArea}
    >
      <div className={classes.card}>
        <button
          type="button"
          className={`${classes.thumb} mantine-focus-auto`}
          onPointerDown={() => preloadQuietly(preloadUnitLightbox)}
          onClick={() => onOpenPlans(unit)}
          aria-label={t`Enlarge the floor plan of apartment ${unit.weNr}`}
        >
          <PlanOrDrawing name={`unit-${unit.weNr}`} alt="" drawing={<UnitPlanSvg unit={unit} compact />} />
        </button>
        <div className={classes.heading}>
          <h3 id={titleId} className={classes.title}>
            <PlainPathLink
              href={localizePath(unitPagePath(unit.weNr), locale)}
              className={`${classes.titleLink} mantine-focus-auto`}
              data-unit-page-link=""
            >
              {t`Apartment ${unit.weNr}`}
            </PlainPathLink>
          </h3>
          <div className={classes.status}>
            <UnitStatusBadgeOf status={status} />
          </div>
          {action && <div className={classes.action}>{action}</div>}
        </div>
        <p className={classes.summary}>{summary}</p>
        <div className={classes.price}>
          <UnitPrice unit={unit} />
        </div>
        <div className={classes.actions}>
          <CompactButton
            variant="subtle"
            className={classes.detailsToggle}
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            rightSection={<IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />}
          >
            {/* On a phone the shorter 'Details' (the chevron and aria-expanded say which way). */}
            <span className={classes.wide}>{expanded ? t`Hide details` : t`Show details`}</span>
            <span className={classes.narrow}>{t`Details`}</span>
          </CompactButton>
          {similar ? (
            <CompactButton
              className={classes.detailsToggle}
              rightSection={<IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />}
              onClick={toggleSimilar}
              aria-expanded={similarOpen}
              aria-controls={similarId}
              data-similar-toggle=""
            >
              {t`Similar apartments`}
            </CompactButton>
          ) : (
            <CompactButton
              leftSection={<IconFileDescription size={16} aria-hidden="true" />}
              onClick={() => onRequestExpose(unit)}
            >
              {t`Request exposé`}
            </CompactButton>
          )}
        </div>
        {similar && (
          <div
            id={similarId}
            className={`${classes.disclosure} ${classes.similar}`}
            data-expanded={similarOpen}
            data-similar=""
          >
            <div className={classes.disclosureInner}>
              {similarOpen && <SimilarUnits unit={unit} similar={similar} />}
            </div>
          </div>
        )}
        <div
          id={detailsId}
          className={`${classes.disclosure} ${classes.detailsArea}`}
          data-expanded={expanded}
        >
          <div className={classes.disclosureInner}>
            {detailsRendered && (
              <>
                {/* In the details, not the row: the compact rows keep their height and the page its HTML. A sold
                    flat invites no viewing of itself, as on its page; its similar ones do. */}
                {!similar && booking && <div className={classes.booking}>{booking(unit, titleId)}</div>}
                <UnitFacts unit={unit} />
                <PurchaseCostTable unit={unit} />
                <EnergyCertificateFacts headingLevel={4} />
              </>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
