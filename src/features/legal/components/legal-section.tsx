import type { ReactNode } from 'react';

import classes from './legal.module.css';

/** One numbered-anchor section of a legal page: an h2 with an id to link to, then its text. */
export function LegalSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
