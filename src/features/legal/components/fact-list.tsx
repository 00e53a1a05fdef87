import type { ReactNode } from 'react';

import classes from './legal.module.css';

export interface Fact {
  term: ReactNode;
  value: ReactNode;
}

/** Label/value pairs such as "Register court: …", as a description list. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((fact, index) => (
        <FactRow key={index} {...fact} />
      ))}
    </dl>
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
