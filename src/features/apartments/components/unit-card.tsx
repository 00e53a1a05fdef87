import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Collapse, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';

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
  const [detailsRendered, setDetailsRendered] = useState(false);
  if (expanded && !detailsRendered) setDetailsRendered(true);
  const detailsId = `unit-${unit.weNr}-details`;
  const titleId = `unit-${unit.weNr}-title`;

  return (
    <Card
      component="article"
      withBorder
      padding="md"
      aria-labelledby={titleId}
      data-unit={unit.weNr}
      data-price-per-sqm={unit.pricePerSqm}
      data-living-area={unit.livingArea}
    >
      <div className={classes.card}>
        <UnstyledButton
          className={classes.thumb}
          onClick={() => onOpenPlans(unit)}
          aria-label={t`Enlarge the floor plan of apartment ${unit.weNr}`}
        >
          <PlanOrDrawing name={`unit-${unit.weNr}`} alt="" drawing={<UnitPlanSvg unit={unit} compact />} />
        </UnstyledButton>
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={3} id={titleId} fz="lg" c="charcoal.7">
              <Anchor
                renderRoot={(props) => <Link to={localizePath(unitPagePath(unit.weNr), locale)} {...props} />}
                inherit
                c="charcoal.7"
                data-unit-page-link=""
              >
                {t`Apartment ${unit.weNr}`}
              </Anchor>
            </Title>
            <Group gap={4} wrap="nowrap">
              <UnitStatusBadge status={status} />
              {action}
            </Group>
          </Group>
          <Text fz="sm" c="charcoal.6">
            {summary}
          </Text>
          <UnitPrice unit={unit} />
          <Group gap="xs" mt={4}>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={toggle}
              aria-expanded={expanded}
              aria-controls={detailsId}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden="true"
                  style={{
                    transform: expanded ? 'rotate(180deg)' : undefined,
                    transition: 'transform 150ms',
                  }}
                />
              }
            >
              {expanded ? t`Hide details` : t`Show details`}
            </Button>
            <Button
              size="compact-sm"
              leftSection={<IconFileDescription size={16} aria-hidden="true" />}
              onClick={() => onRequestExpose(unit)}
            >
              {t`Request exposé`}
            </Button>
          </Group>
          <Collapse expanded={expanded} id={detailsId}>
            {detailsRendered && (
              <>
                <UnitFacts unit={unit} />
                <PurchaseCostTable unit={unit} />
                <EnergyCertificateFacts headingLevel={4} />
              </>
            )}
          </Collapse>
        </Stack>
      </div>
    </Card>
  );
}
