import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './page-intro.module.css';

/** The heading and lead text that open every page. */
export function PageIntro({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size="lg" pt={64} pb={32}>
      <div className={classes.intro}>
        {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
        <h1 className={classes.title}>{title}</h1>
        {lead && <p className={classes.lead}>{lead}</p>}
        {children}
      </div>
    </Container>
  );
}
