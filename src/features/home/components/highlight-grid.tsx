import { useLingui } from '@lingui/react';
import { Stack, Text, ThemeIcon } from '@mantine/core';

import { HIGHLIGHT_ICONS } from '@/components/icons/highlight-icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import { ClaimNote } from '@/components/missing-field/claim-note';
import type { Highlight } from '@/content/project-highlights';

/** Icon, title and description for each item: the why-Berlin reasons and the neighbourhood highlights. */
export function HighlightGrid({
  items,
  label,
  wide = true,
}: {
  items: readonly Highlight[];
  label: string;
  wide?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <ColumnGrid component="ul" aria-label={label} cols={{ base: 1, xs: 2, md: wide ? 4 : 2 }} spacing="lg">
      {items.map(({ icon, title, description, note }) => {
        const Icon = HIGHLIGHT_ICONS[icon];
        return (
          <Stack component="li" key={title.id} gap={6}>
            <ThemeIcon size={44} radius="md" variant="light" color="pine">
              <Icon size={24} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Text fw={700} c="pine.6" ff="heading">
              {i18n._(title)}
            </Text>
            <Text fz="sm" c="charcoal.6">
              {i18n._(description)}
              {note && (
                <>
                  {' '}
                  <ClaimNote name={note} />
                </>
              )}
            </Text>
          </Stack>
        );
      })}
    </ColumnGrid>
  );
}
