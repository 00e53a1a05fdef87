import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';

import classes from './column-grid.module.css';

/** Columns from the smallest screen up, changing at Mantine's breakpoints. */
export interface GridColumns {
  base: number;
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
}

type Spacing = 0 | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * Equal columns, like Mantine's SimpleGrid, laid out by one set of stylesheet rules instead of a
 * `<style>` element in the HTML for every responsive grid. A list (`component="ul"`) loses its bullets.
 */
export function ColumnGrid({
  cols,
  spacing = 'md',
  component: Component = 'div',
  className,
  style,
  children,
  ...rest
}: {
  cols: GridColumns;
  spacing?: Spacing;
  component?: ElementType;
  children: ReactNode;
} & HTMLAttributes<HTMLElement>) {
  const columns = {
    '--cols': cols.base,
    '--cols-xs': cols.xs,
    '--cols-sm': cols.sm,
    '--cols-md': cols.md,
    '--cols-lg': cols.lg,
    '--cols-gap': spacing === 0 ? '0' : `var(--mantine-spacing-${spacing})`,
  } as CSSProperties;
  return (
    <Component
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={{ ...columns, ...style }}
      {...rest}
    >
      {children}
    </Component>
  );
}
