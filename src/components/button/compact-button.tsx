import type { ButtonHTMLAttributes, ReactNode } from 'react';

import classes from './compact-button.module.css';

export interface CompactButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Filled in the primary colour (the default), or subtle: its text in the primary colour, no fill. */
  variant?: 'filled' | 'subtle';
  /** An icon before the label. */
  leftSection?: ReactNode;
  /** An icon after the label. */
  rightSection?: ReactNode;
}

/**
 * A small button that looks like Mantine's `<Button size="compact-sm">`, for controls repeated in
 * long lists (two on each of the finder's 56 cards): a plain element, where Mantine's Button resolves
 * its theme, variant colours and CSS variables on every render.
 */
export function CompactButton({
  variant = 'filled',
  leftSection,
  rightSection,
  className,
  children,
  ...buttonProps
}: CompactButtonProps) {
  return (
    <button
      type="button"
      {...buttonProps}
      className={`${classes.root} mantine-focus-auto mantine-active${className ? ` ${className}` : ''}`}
      data-variant={variant}
      data-with-left-section={leftSection ? '' : undefined}
      data-with-right-section={rightSection ? '' : undefined}
    >
      {leftSection && (
        <span className={classes.section} data-position="left">
          {leftSection}
        </span>
      )}
      {children}
      {rightSection && (
        <span className={classes.section} data-position="right">
          {rightSection}
        </span>
      )}
    </button>
  );
}
