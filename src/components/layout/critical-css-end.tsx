import { CRITICAL_CSS_END_ATTRIBUTE, CRITICAL_CSS_RESUME_ATTRIBUTE } from '@/first-load/contract';

/**
 * Marks where a long page's inline critical CSS may end; an empty hidden element, so it changes no
 * layout. Place it where what follows starts below a desktop's first screen (or needs only rules the
 * markup above brings along), and check the page with the stylesheet held back (first-load.spec.ts).
 */
export function CriticalCssEnd() {
  return <div hidden {...{ [CRITICAL_CSS_END_ATTRIBUTE]: '' }} />;
}

/**
 * Spread on the element from which the critical CSS covers the markup again after the end marker
 * (CRITICAL_CSS_RESUME_ATTRIBUTE): the notice dock, or a page's part after a skipped one.
 */
export const criticalCssResumes = { [CRITICAL_CSS_RESUME_ATTRIBUTE]: '' };
