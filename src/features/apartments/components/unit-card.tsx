import { useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';

import { CompactButton } from '@/components/button/compact-button';
import { EnergyCertificateFacts } from '@/components/energy/energy-certificate-facts';
import { IconChevronDown, IconFileDescription } from '@/components/icons';
import type { Unit } from '@/content/units';
import { localizePath } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { unitPagePath } from '@/site-map/unit-pages';

import { UnitPlanSvg } from '../floor-plans/unit-plan-svg';
import { useUnitSummary } from '../hooks/use-unit-summary';
import { PlanOrDrawing } from './plan-or-drawing';
import { PurchaseCostTable } from './purchase-cost-table';
import classes from './unit-card.module.css';
import { UnitFacts } from './unit-facts';
import { UnitPrice } from './unit-price';
import { UnitStatusBadge } from './unit-status-badge';

export interface UnitCardProps {
  unit: Unit;
  status: string;
  onOpenPlans: (unit: Unit) => void;
  onRequestExpose: (unit: Unit) => void;
  /** Beside the status, e.g. the favourites heart (composed by the route). */
  action?: ReactNode;
}

/** One apartment of the finder: plan thumbnail (opens the lightbox), key facts, details, exposé request. */
export function UnitCard({ unit, status, onOpenPlans, onRequestExpose, action }: UnitCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const summary = useUnitSummary(unit);
  const [expanded, { toggle }] = useDisclosure(false);
  // The details (facts, buying costs, energy certificate: most of a card's markup) are rendered
  // once first opened, and then kept for the closing animation: 56 cards render at half the work.
  // They open and close in CSS (unit-card.module.css), not in Mantine's Collapse and its hooks.
  const [detailsRendered, setDetailsRendered] = useState(false);
  if (expanded && !detailsRendered) setDetailsRendered(true);
  const detailsId = `unit-${unit.weNr}-details`;
  const titleId = `unit-${unit.weNr}-title`;

  // Plain elements styled by unit-card.module.css rather than Mantine's Card, Stack, Group, Title, Text
  // and Anchor: the finder renders 56 cards, and those ten components per card were about a third of
  // the apartments tab's rendering time (a Mantine box resolves its theme, style props and CSS
  // variables on every render). Its Buttons, the heart's ActionIcon and the Collapse went the same
  // way: 14 % less main-thread time after the first paint (245 against 286 ms, unthrottled).
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
          onClick={() => onOpenPlans(unit)}
          aria-label={t`Enlarge the floor plan of apartment ${unit.weNr}`}
        >
          <PlanOrDrawing name={`unit-${unit.weNr}`} alt="" drawing={<UnitPlanSvg unit={unit} compact />} />
        </button>
        <div className={classes.body}>
          <div className={classes.heading}>
            <h3 id={titleId} className={classes.title}>
              <Link
                to={localizePath(unitPagePath(unit.weNr), locale)}
                className={`${classes.titleLink} mantine-focus-auto`}
                data-unit-page-link=""
              >
                {t`Apartment ${unit.weNr}`}
              </Link>
            </h3>
            <div className={classes.status}>
              <UnitStatusBadge status={status} />
              {action}
            </div>
          </div>
          <p className={classes.summary}>{summary}</p>
          <UnitPrice unit={unit} />
          <div className={classes.actions}>
            <CompactButton
              variant="subtle"
              className={classes.detailsToggle}
              onClick={toggle}
              aria-expanded={expanded}
              aria-controls={detailsId}
              rightSection={<IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />}
            >
              {expanded ? t`Hide details` : t`Show details`}
            </CompactButton>
            <CompactButton
              leftSection={<IconFileDescription size={16} aria-hidden="true" />}
              onClick={() => onRequestExpose(unit)}
            >
              {t`Request exposé`}
            </CompactButton>
          </div>
          <div id={detailsId} className={classes.disclosure} data-expanded={expanded}>
            <div className={classes.disclosureInner}>
              {detailsRendered && (
                <>
                  <UnitFacts unit={unit} />
                  <PurchaseCostTable unit={unit} />
                  <EnergyCertificateFacts headingLevel={4} />
                </>
              )}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
