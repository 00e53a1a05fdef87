import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface PathLinkProps extends AnchorProps {
  /** A same-origin path with its language prefix and search, e.g. from localizePath(COMPARE_PATH, locale). */
  href: string;
  children: ReactNode;
  'aria-label'?: string;
}

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

/**
 * A link to a path built from src/site-map (unit pages, compare, device page), which the typed
 * `<Link to>` cannot name: a real `<a href>` (new tab, copy link, works before hydration) that
 * navigates within the app on a plain click.
 */
export function PathLink({ href, children, ...props }: PathLinkProps) {
  const onClick = usePathNavigation(href);
  return (
    <Anchor href={href} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}

/** PathLink without Mantine's Anchor: a plain `<a>` styled by its own class (the finder's cards). */
export function PlainPathLink({
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const onClick = usePathNavigation(href);
  return <a href={href} onClick={onClick} {...props} />;
}
