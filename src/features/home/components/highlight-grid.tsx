import { useLingui } from '@lingui/react';

import { HIGHLIGHT_ICONS } from '@/components/icons/highlight-icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import plain from '@/components/layout/stack-row-text.module.css';
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
          <li key={title.id} className={`${plain.stack} ${plain.gap6}`}>
            <span className={plain.themeIcon}>
              <Icon size={24} stroke={1.6} aria-hidden />
            </span>
            <p className={plain.label}>{i18n._(title)}</p>
            <p className={plain.small}>
              {i18n._(description)}
              {note && (
                <>
                  {' '}
                  <ClaimNote name={note} />
                </>
              )}
            </p>
          </li>
        );
      })}
    </ColumnGrid>
  );
}
