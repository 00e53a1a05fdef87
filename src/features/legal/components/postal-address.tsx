import { Fragment, type ReactNode } from 'react';

import classes from './legal.module.css';

/** A postal address, one line per entry. */
export function PostalAddress({ lines }: { lines: ReactNode[] }) {
  return (
    <address className={classes.address}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
