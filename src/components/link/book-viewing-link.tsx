import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { MouseEvent } from 'react';

import compactClasses from '@/components/button/compact-button.module.css';
import { IconCalendar } from '@/components/icons';
import { localizePath } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { viewingBookingPath } from '@/site-map/pages';

import { usePathNavigation } from './path-link';

/**
 * "Book a viewing": a link to the booking page with the flat chosen (a unit page, the finder's card, the contact
 * dialog). Only a link: the booking's code loads with its page. `compact` for a list's cards (a plain element).
 */
export function BookViewingLink({
  weNr,
  compact = false,
  variant = 'outline',
  onNavigate,
}: {
  weNr?: string | undefined;
  compact?: boolean;
  variant?: 'outline' | 'filled';
  /** Runs as the link is followed, e.g. to close the dialog it sits in. */
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const href = localizePath(viewingBookingPath(weNr), locale);
  const navigate = usePathNavigation(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    navigate(event);
  };
  const label = t`Book a viewing`;
  if (compact) {
    return (
      <a
        href={href}
        onClick={onClick}
        className={`${compactClasses.root} mantine-focus-auto mantine-active`}
        data-variant="subtle"
        data-with-left-section=""
        data-book-viewing={weNr ?? ''}
      >
        <span className={compactClasses.section} data-position="left">
          <IconCalendar size={16} aria-hidden="true" />
        </span>
        {label}
      </a>
    );
  }
  return (
    <Button component="a" href={href} onClick={onClick} variant={variant} data-book-viewing={weNr ?? ''}>
      {label}
    </Button>
  );
}
