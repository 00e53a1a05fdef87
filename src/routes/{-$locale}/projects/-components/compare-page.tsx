import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { IconX } from '@/components/icons';
import { PageIntro } from '@/components/layout/page-intro';
import { project } from '@/content/project';
import {
  MAX_COMPARED_UNITS,
  readCompareSelection,
  unitsParam,
} from '@/features/apartments/compare/compare-selection';
import { CompareTable } from '@/features/apartments/compare/compare-table';
import { useAddressState } from '@/features/apartments/hooks/use-address-state';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { FavouritePicker } from '@/features/favourites/components/favourite-picker';
import { ClearVisitorData } from '@/features/visitor-data/components/clear-visitor-data';
import { useHydrated } from '@/first-load/hydration';

/** Below the table: its code loads once units are chosen. */
const MonthlyCostCalculator = lazy(() =>
  import('@/features/apartments/financing/monthly-cost-calculator').then((module) => ({
    default: module.MonthlyCostCalculator,
  })),
);

export interface ComparePageProps {
  /** `?units=` as written in the URL. */
  unitsParam: string | undefined;
  onUnitsParamChange: (units: string | undefined) => void;
}

/**
 * The compare page: the units of the URL side by side, what of the URL could not be shown, the
 * favourites to choose from, and the shared-device clearing. Prerendered with no selection; the
 * selection is read from the URL once hydrated.
 */
export function ComparePage({ unitsParam: param, onUnitsParamChange }: ComparePageProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  // A box ticked shows ticked at once: the router renders its navigation as a transition, and until
  // that committed React put the controlled box back (unticked, then ticked again a moment later).
  const [shownParam, setParam] = useAddressState(hydrated ? param : undefined, onUnitsParamChange, Object.is);
  const selection = readCompareSelection(shownParam);
  const codes = selection.units.map((unit) => unit.weNr);
  const max = MAX_COMPARED_UNITS;
  const choose = (next: readonly string[]) => setParam(unitsParam(next));
  const unknown = selection.unknown.join(', ');
  const overLimit = selection.overLimit.join(', ');
  const { name } = project;

  return (
    <>
      <PageIntro
        title={t`Compare apartments`}
        lead={t`Up to ${max} apartments side by side. The address of this page holds your choice: share it, and it shows the same comparison on any device.`}
      />
      <Container size="lg" pb={64}>
        <Stack gap="xl">
          {(selection.unknown.length > 0 || selection.overLimit.length > 0) && (
            <Stack gap="sm" data-compare-report="">
              {selection.unknown.length > 0 && (
                <Alert
                  color="red"
                  variant="light"
                  title={t`Some apartments in this link do not exist`}
                  data-unknown-units={unknown}
                >
                  {t`${name} has no apartment ${unknown}. Check the link, or choose from your favourites below.`}
                </Alert>
              )}
              {selection.overLimit.length > 0 && (
                <Alert
                  color="gold"
                  variant="light"
                  title={t`Only ${max} apartments fit side by side`}
                  data-over-limit-units={overLimit}
                >
                  <Stack gap="xs" align="flex-start">
                    <Text fz="sm">{t`This link names more apartments than can be compared at once. Not shown: ${overLimit}.`}</Text>
                    <Button size="compact-sm" variant="default" onClick={() => choose(codes)}>
                      {t`Keep the first ${max}`}
                    </Button>
                  </Stack>
                </Alert>
              )}
            </Stack>
          )}

          {selection.units.length > 0 ? (
            <CompareTable
              units={selection.units}
              unitActions={({ weNr }) => (
                <>
                  <FavouriteButton weNr={weNr} size="md" />
                  <ActionIcon
                    variant="subtle"
                    color="charcoal.6"
                    size="md"
                    radius="xl"
                    aria-label={t`Remove apartment ${weNr} from the comparison`}
                    onClick={() => choose(codes.filter((code) => code !== weNr))}
                  >
                    <IconX size={18} aria-hidden="true" />
                  </ActionIcon>
                </>
              )}
            />
          ) : (
            <Text c="charcoal.6" data-compare-empty="">
              {t`No apartments chosen yet. Choose up to ${max} from your favourites below.`}
            </Text>
          )}

          {selection.units.length > 0 && (
            <Stack
              gap="sm"
              component="section"
              aria-labelledby="compare-monthly-cost"
              data-compare-monthly-cost=""
            >
              <Title order={2} id="compare-monthly-cost" fz="xl" c="pine.6">
                {t`Example: monthly loan repayment`}
              </Title>
              <Suspense fallback={null}>
                <MonthlyCostCalculator units={selection.units} />
              </Suspense>
            </Stack>
          )}

          <Stack gap="sm" component="section" aria-labelledby="compare-favourites">
            <Title order={2} id="compare-favourites" fz="xl" c="pine.6">
              {t`Your favourites`}
            </Title>
            <FavouritePicker selected={codes} onChange={choose} max={max} />
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="compare-shared-device">
            <Title order={2} id="compare-shared-device" fz="xl" c="pine.6">
              {t`Shared device`}
            </Title>
            <ClearVisitorData />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
