import { useLingui } from '@lingui/react/macro';
import { Button, Card, Collapse, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconFileDescription } from '@tabler/icons-react';
import { Fragment } from 'react';

import { EnergyCertificateFacts } from '@/components/energy/energy-certificate-facts';
import { buildingOf, displayPrice, type Unit } from '@/content/units';
import { useFormatters } from '@/lib/i18n/use-formatters';

import { UnitPlanSvg } from '../floor-plans/unit-plan-svg';
import { BUILDING_KIND_LABELS, CATEGORY_LABELS, FLOOR_LABELS, OUTDOOR_LABELS } from '../model/unit-labels';
import { PlanOrDrawing } from './plan-or-drawing';
import { PurchaseCostTable } from './purchase-cost-table';
import classes from './unit-card.module.css';
import { UnitStatusBadge } from './unit-status-badge';

export interface UnitCardProps {
  unit: Unit;
  status: string;
  onOpenPlans: (unit: Unit) => void;
  onRequestExpose: (unit: Unit) => void;
}

/** One apartment of the finder: plan thumbnail (opens the lightbox), key facts, details, exposé request. */
export function UnitCard({ unit, status, onOpenPlans, onRequestExpose }: UnitCardProps) {
  const { t, i18n } = useLingui();
  const { euro, number } = useFormatters();
  const [expanded, { toggle }] = useDisclosure(false);
  const area = (value: number) => `${number(value)} m²`;
  const floor = i18n._(FLOOR_LABELS[unit.floor]!);
  const kind = i18n._(BUILDING_KIND_LABELS[buildingOf(unit.building).kind]);
  const detailsId = `unit-${unit.weNr}-details`;
  const titleId = `unit-${unit.weNr}-title`;
  const outdoor = (['balcony', 'terrace', 'garden'] as const).filter((key) => unit[key] !== undefined);

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
              {t`Apartment ${unit.weNr}`}
            </Title>
            <UnitStatusBadge status={status} />
          </Group>
          <Text fz="sm" c="charcoal.6">
            {t`${unit.rooms} rooms · ${area(unit.livingArea)} · ${floor} · Building ${unit.building}`}
          </Text>
          <Group gap="md" align="baseline">
            <span className={classes.price} data-price={displayPrice(unit.price)}>
              {euro(displayPrice(unit.price))}
            </span>
            <Text fz="sm" c="charcoal.6">
              {t`${euro(unit.pricePerSqm)} per m²`}
            </Text>
          </Group>
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
            <dl className={classes.details}>
              <dt>{t`Type`}</dt>
              <dd>{i18n._(CATEGORY_LABELS[unit.category])}</dd>
              <dt>{t`Unit number`}</dt>
              <dd>{unit.unitNumber}</dd>
              <dt>{t`Building`}</dt>
              <dd>{t`Building ${unit.building} (${kind})`}</dd>
              <dt>{t`Floor`}</dt>
              <dd>{floor}</dd>
              <dt>{t`Living area`}</dt>
              <dd>{area(unit.livingArea)}</dd>
              {outdoor.map((key) => (
                <Fragment key={key}>
                  <dt>{i18n._(OUTDOOR_LABELS[key])}</dt>
                  <dd>{area(unit[key]!)}</dd>
                </Fragment>
              ))}
              {unit.storageRoom !== undefined && (
                <>
                  <dt>{t`Basement storage room`}</dt>
                  <dd>{area(unit.storageRoom)}</dd>
                </>
              )}
              <dt>{t`Bicycle spaces`}</dt>
              <dd>{unit.bicycleSpots}</dd>
              <dt>{t`Price`}</dt>
              <dd>{t`${euro(displayPrice(unit.price))} (${euro(unit.pricePerSqm)} per m²)`}</dd>
            </dl>
            <PurchaseCostTable unit={unit} />
            <EnergyCertificateFacts headingLevel={4} />
          </Collapse>
        </Stack>
      </div>
    </Card>
  );
}
