import { CRITICAL_CSS_END_ATTRIBUTE } from '@/first-load/contract';

/**
 * Marks where a long page's inline critical CSS may end (see CRITICAL_CSS_END_ATTRIBUTE): the
 * sections after it are styled by the site stylesheet. An empty hidden element, so it changes no
 * layout. Place it only several screens below the first one.
 */
export function CriticalCssEnd() {
  return <div hidden {...{ [CRITICAL_CSS_END_ATTRIBUTE]: '' }} />;
}
