import type { ReactNode } from 'react';

import classes from './choice-group.module.css';

export interface Choice {
  value: string;
  main: ReactNode;
  detail?: ReactNode;
}

/**
 * One choice of several as native radio buttons shown as large buttons: a labelled group, arrow keys move
 * between choices, and a screen reader says "radio button, 2 of 5" (no calendar grid to hunt through).
 */
export function ChoiceGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  wide = false,
  testId,
}: {
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
  /** One choice per line on a phone (times with their details); else chips side by side (days). */
  wide?: boolean;
  testId: string;
}) {
  return (
    <fieldset className={`${classes.group} ${wide ? classes.wide : ''}`} data-choice-group={testId}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={classes.option} data-choice={choice.value}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span className={classes.main}>{choice.main}</span>
            {choice.detail && <span className={classes.detail}>{choice.detail}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
