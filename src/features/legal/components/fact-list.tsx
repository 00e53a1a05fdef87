import type { ReactNode } from 'react';

import classes from './legal.module.css';

export interface Fact {
  term: ReactNode;
  value: ReactNode;
}

/** Label/value pairs such as "Register court: …", as a description list; undefined entries are left out. */
export function FactList({ facts }: { facts: (Fact | undefined)[] }) {
  return (
    <dl className={classes.facts}>{facts.map((fact, index) => fact && <FactRow key={index} {...fact} />)}</dl>
  );
}

function FactRow({ term, value }: Fact) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
