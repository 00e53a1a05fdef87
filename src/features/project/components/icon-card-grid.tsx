import type { MessageDescriptor } from '@lingui/core';
import { Card, Text, ThemeIcon, Title } from '@mantine/core';

import type { Icon } from '@/components/icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import { ClaimNote } from '@/components/missing-field/claim-note';
import type { ClaimNoteName } from '@/content/client-facts';

import { useProjectText } from '../use-project-text';

export interface IconCardItem {
  key: string;
  icon: Icon;
  title: MessageDescriptor;
  description: MessageDescriptor;
  note?: ClaimNoteName;
}

/** Cards of an icon, a title and a sentence: feature cards, trust points, neighbourhood highlights. */
export function IconCardGrid({
  items,
  columns = 3,
}: {
  items: readonly IconCardItem[];
  columns?: 2 | 3 | 4;
}) {
  const pick = useProjectText();
  return (
    <ColumnGrid cols={{ base: 1, sm: 2, md: columns }} spacing="md" component="ul">
      {items.map(({ key, icon: Icon, title, description, note }) => (
        <Card key={key} component="li" withBorder padding="lg" radius="md">
          <ThemeIcon size={44} radius="md" color="pine" variant="light" mb="sm">
            <Icon size={24} aria-hidden="true" />
          </ThemeIcon>
          <Title order={3} fz="md" mb={6} c="charcoal.7">
            {pick(title)}
          </Title>
          <Text fz="sm" c="charcoal.6">
            {pick(description)}
            {note && (
              <>
                {' '}
                <ClaimNote name={note} />
              </>
            )}
          </Text>
        </Card>
      ))}
    </ColumnGrid>
  );
}
