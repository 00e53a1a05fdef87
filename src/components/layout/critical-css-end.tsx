import { CRITICAL_CSS_END_ATTRIBUTE, CRITICAL_CSS_RESUME_ATTRIBUTE } from '@/first-load/contract';

/**
 * Marks where a long page's inline critical CSS may end (see CRITICAL_CSS_END_ATTRIBUTE): the
 * sections after it are styled by the site stylesheet. An empty hidden element, so it changes no
 * layout. Place it where what follows starts below a desktop's first screen, or paints there only
 * with rules the markup above it brings along (the project page's timeline: its title and lead, at
 * 1277 px, share the gallery section's rules), and check the page with the stylesheet held back
 * (tests/e2e/first-load.spec.ts): an element after it whose own rules are in the critical CSS but
 * whose container's are not (an overlay positioned over its figure) would escape its container.
 */
export function CriticalCssEnd() {
  return <div hidden {...{ [CRITICAL_CSS_END_ATTRIBUTE]: '' }} />;
}

/**
 * Spread on the element from which the critical CSS covers the markup again after the end marker
 * (CRITICAL_CSS_RESUME_ATTRIBUTE): the notice dock, or a page's part after a skipped one.
 */
export const criticalCssResumes = { [CRITICAL_CSS_RESUME_ATTRIBUTE]: '' };
