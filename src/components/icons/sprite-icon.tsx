/**
 * An icon drawn from the site's sprite (scripts/icon-sprite.ts): the page carries only
 * `<svg><use href="#icon-name"/></svg>`, the shapes come once, in one cached file that the page puts in its
 * sprite slot (icon-sprite.tsx). Props follow Tabler's icon components: size, stroke, color, title,
 * and any SVG attribute (aria-hidden, className, style).
 */
import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke' | 'ref'> {
  /** Width and height, 24 by default. */
  size?: number | string;
  /** Stroke width of outline icons, 2 by default. */
  stroke?: number | string;
  color?: string;
  /** An accessible name; without one, pass aria-hidden. */
  title?: string;
}

export type Icon = (props: IconProps) => React.JSX.Element;

/** Tabler's filled icons are named `…-filled` and painted with fill instead of stroke. */
export function spriteIcon(name: string): Icon {
  const filled = name.endsWith('-filled');
  function SpriteIcon({ size = 24, stroke = 2, color = 'currentColor', title, ...rest }: IconProps) {
    const paint = filled
      ? { fill: color, stroke: 'none' }
      : {
          fill: 'none',
          stroke: color,
          strokeWidth: stroke,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        };
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" {...paint} {...rest}>
        {title ? <title>{title}</title> : null}
        {/* The symbol's id (scripts/icon-sprite.ts): prefixed, so no icon shares an id with a section. */}
        <use href={`#icon-${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${name})`;
  return SpriteIcon;
}
