import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';

import { useContactRequest } from '@/components/layout/contact-request';
import { UNITS, type Unit } from '@/content/units';
import { INTL_LOCALE } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';

import { useUnitStatuses } from '../hooks/use-unit-statuses';
import {
  countAvailable,
  filterCounts,
  findUnits,
  filterUnits,
  type FinderSearch,
} from '../model/unit-finder';
import { statusOf } from '../model/unit-status';
import { FinderFilters } from './finder-filters';
import { UnitCard } from './unit-card';

const UnitLightbox = lazy(() =>
  import('./unit-lightbox').then((module) => ({ default: module.UnitLightbox })),
);

export interface ApartmentFinderProps {
  search: FinderSearch;
  onSearchChange: (patch: Partial<FinderSearch>) => void;
}

/**
 * The apartments tab: filters and sort from the URL, the Available count, every matching unit whatever
 * its status, the unit lightbox and the exposé request (spec §2 Apartments tab, §4, §8).
 */
export function ApartmentFinder({ search, onSearchChange }: ApartmentFinderProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { openContact } = useContactRequest();
  const statusState = useUnitStatuses();
  const { statuses } = statusState;
  const [lightbox, setLightbox] = useState<{ unit: Unit; opened: boolean } | null>(null);

  const units = useMemo(() => findUnits(UNITS, search), [search]);
  const available = countAvailable(filterUnits(UNITS, search), statuses);
  const counts = filterCounts(UNITS, statuses, search);
  const loading = statusState.phase === 'loading';
  const reset = () => onSearchChange({ building: undefined, rooms: undefined });

  const requestExpose = (unit: Unit) =>
    openContact({
      subject: t`Exposé request: apartment ${unit.weNr}`,
      message: t`Hello, please send me the exposé for apartment ${unit.weNr} (${unit.rooms} rooms, building ${unit.building}). Thank you.`,
    });

  return (
    <Stack gap="lg" data-status-phase={statusState.phase}>
      <Title order={2} c="pine.6" aria-live="polite" aria-busy={loading}>
        {loading ? (
          <>
            {t`Apartments`} <Loader size="sm" color="pine" aria-label={t`Loading availability`} />
          </>
        ) : (
          <span data-available={available}>
            {plural(available, { one: '# apartment available', other: '# apartments available' })}
          </span>
        )}
      </Title>
      {statusState.phase === 'cached' && (
        <Alert color="gold" icon={<IconCloudOff aria-hidden="true" />} title={t`You are offline`}>
          {t`Availability as of ${new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(statusState.asOf)}.`}
        </Alert>
      )}
      <FinderFilters search={search} counts={counts} onChange={onSearchChange} onReset={reset} />
      <Text fz="sm" c="charcoal.6" aria-live="polite">
        {plural(units.length, {
          one: '# apartment matches your selection',
          other: '# apartments match your selection',
        })}
      </Text>
      {units.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" data-empty="">
          <Text fw={600}>{t`No apartments match these filters.`}</Text>
          <Anchor component="button" type="button" onClick={reset}>
            {t`Reset filters`}
          </Anchor>
        </Stack>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {units.map((unit) => (
            <li key={unit.weNr}>
              <UnitCard
                unit={unit}
                status={statusOf(unit, statuses)}
                onOpenPlans={(chosen) => setLightbox({ unit: chosen, opened: true })}
                onRequestExpose={requestExpose}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      {lightbox && (
        <Suspense fallback={null}>
          <UnitLightbox
            unit={lightbox.unit}
            opened={lightbox.opened}
            onClose={() => setLightbox({ ...lightbox, opened: false })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
