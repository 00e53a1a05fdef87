import { useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { PathLink } from '@/components/link/path-link';
import { UNITS } from '@/content/units';
import { localizePath } from '@/lib/i18n/locale';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';
import { PROJECT_PATH } from '@/site-map/unit-pages';

import { useFavourites } from '../hooks/use-favourites';
import { FavouriteButton } from './favourite-button';

export interface FavouritePickerProps {
  /** The unit codes chosen now (e.g. for the comparison). */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** How many may be chosen at once. */
  max: number;
}

/**
 * The favourites on this device, each with a checkbox to choose it (up to `max`) and its heart. At the
 * limit a further box is not ticked and a message says why, so nothing changes silently.
 */
export function FavouritePicker({ selected, onChange, max }: FavouritePickerProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { number } = useFormatters();
  const favourites = useFavourites();
  const [refused, setRefused] = useState<string | null>(null);

  if (favourites.length === 0) {
    return (
      <Stack gap="xs" data-favourites-empty="">
        <Text>{t`You have no favourites yet. Tap the heart on an apartment to save it on this device.`}</Text>
        <PathLink href={`${localizePath(PROJECT_PATH, locale)}?tab=apartments`} className="tap-target">
          {t`Browse the apartments`}
        </PathLink>
      </Stack>
    );
  }

  const toggle = (weNr: string, checked: boolean) => {
    if (!checked) {
      setRefused(null);
      onChange(selected.filter((code) => code !== weNr));
    } else if (selected.length >= max) {
      setRefused(weNr);
    } else {
      setRefused(null);
      onChange([...selected, weNr]);
    }
  };

  return (
    <Stack gap="sm">
      <Text fz="sm" c="charcoal.6">
        {t`Choose up to ${max} apartments to compare.`}
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {favourites.map((weNr) => {
          const unit = UNITS.find((candidate) => candidate.weNr === weNr)!;
          const area = number(unit.livingArea);
          const { rooms } = unit;
          return (
            <Group component="li" key={weNr} gap="xs" wrap="nowrap" data-favourite-unit={weNr}>
              <Checkbox
                checked={selected.includes(weNr)}
                onChange={(event) => toggle(weNr, event.currentTarget.checked)}
                label={t`Apartment ${weNr} · ${rooms} rooms · ${area} m²`}
                color="pine"
              />
              <FavouriteButton weNr={weNr} size="md" />
            </Group>
          );
        })}
      </Stack>
      <div aria-live="polite">
        {refused && (
          <Alert color="gold" variant="light" data-compare-limit="">
            {t`You can compare up to ${max} apartments at a time. Untick one to add apartment ${refused}.`}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
