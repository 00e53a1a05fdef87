import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { ColumnGrid } from '@/components/layout/column-grid';
import { FLOOR_NUMBERS } from '@/content/units';

import { FloorLayoutSvg } from '../floor-plans/floor-layout-svg';
import { FLOOR_LABELS, OTHER_FLOOR_LABELS } from '../model/unit-labels';
import { PlanOrDrawing } from './plan-or-drawing';
import classes from './unit-card.module.css';

const FloorPlansLightbox = lazy(() =>
  import('./floor-plans-lightbox').then((module) => ({ default: module.FloorPlansLightbox })),
);

/** The floor-plans tab: ground floor to 5th floor; a click enlarges the plan. */
export function FloorPlansTab() {
  const { t, i18n } = useLingui();
  const [enlarged, setEnlarged] = useState<{ floor: number; opened: boolean } | null>(null);
  return (
    <Stack gap="lg">
      <Title order={2} c="pine.6">
        {t`Floor plans`}
      </Title>
      <Text c="charcoal.6" maw={720}>
        {t`Every floor of the four buildings at a glance. The plans are schematic; the architect's final plans are part of the binding building description.`}
      </Text>
      <ColumnGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {FLOOR_NUMBERS.map((floor) => {
          const label = i18n._(FLOOR_LABELS[floor]!);
          return (
            <Card key={floor} withBorder padding="sm" component="figure" m={0}>
              <UnstyledButton
                className={classes.thumb}
                style={{ aspectRatio: 'auto' }}
                onClick={() => setEnlarged({ floor, opened: true })}
                aria-label={t`Enlarge the plan of the ${label}`}
              >
                <PlanOrDrawing name={`floor-${floor}`} alt="" drawing={<FloorLayoutSvg floor={floor} />} />
              </UnstyledButton>
              <Text component="figcaption" fw={600} mt="xs" ta="center">
                {label}
              </Text>
            </Card>
          );
        })}
      </ColumnGrid>
      <dl className={classes.details} data-other-floors="">
        <dt>{i18n._(OTHER_FLOOR_LABELS.basement)}</dt>
        <dd>{t`Storage rooms and building services (not shown)`}</dd>
        <dt>{i18n._(OTHER_FLOOR_LABELS.roof)}</dt>
        <dd>{t`Green roof with solar panels (planned); roof terraces on the top floors`}</dd>
      </dl>
      {enlarged && (
        <Suspense fallback={null}>
          <FloorPlansLightbox
            floor={enlarged.floor}
            opened={enlarged.opened}
            onClose={() => setEnlarged({ ...enlarged, opened: false })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
