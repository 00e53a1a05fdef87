import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

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
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Anchor href={href} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
