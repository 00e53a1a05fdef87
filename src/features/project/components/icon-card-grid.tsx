import type { MessageDescriptor } from '@lingui/core';

import type { Icon } from '@/components/icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import plain from '@/components/layout/stack-row-text.module.css';
import { ClaimNote } from '@/components/missing-field/claim-note';
import type { ClaimNoteName } from '@/content/client-facts';

import { useProjectText } from '../use-project-text';
import classes from './icon-card-grid.module.css';

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
        <li key={key} className={`${plain.card} ${classes.card}`}>
          <span className={`${plain.themeIcon} ${classes.icon}`}>
            <Icon size={24} aria-hidden="true" />
          </span>
          <h3 className={classes.title}>{pick(title)}</h3>
          <p className={plain.small}>
            {pick(description)}
            {note && (
              <>
                {' '}
                <ClaimNote name={note} />
              </>
            )}
          </p>
        </li>
      ))}
    </ColumnGrid>
  );
}
