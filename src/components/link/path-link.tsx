import { Anchor, type AnchorProps } from '@mantine/core';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

import { usePathNavigation } from '@/lib/path-navigation';

export interface PathLinkProps extends AnchorProps {
  /** A same-origin path with its language prefix and search, e.g. from localizePath(COMPARE_PATH, locale). */
  href: string;
  children: ReactNode;
  'aria-label'?: string;
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
