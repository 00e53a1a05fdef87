import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';

import type { LegalSectionEntry } from '../legal-section-entry';
import classes from './legal.module.css';

/** Links to every section of a legal page, in order. */
export function LegalTableOfContents({ sections }: { sections: LegalSectionEntry[] }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-labelledby="contents-heading" className={classes.toc}>
      <h2 id="contents-heading">{t`Contents`}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <Anchor href={`#${section.id}`} className="tap-target">
              {i18n._(section.title)}
            </Anchor>
          </li>
        ))}
      </ol>
    </nav>
  );
}
