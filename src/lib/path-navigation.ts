import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * The click handler of a link to a same-origin path that navigates within the app on a plain
 * click (a click with a modifier key does what the browser does). Unlike `<Link>`, such a link does
 * not follow the router's location: a change of the address (a filter, a tab) re-renders none of
 * them, which matters for a list of 56 cards.
 */
export function usePathNavigation(href: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  const router = useRouter();
  return (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}
