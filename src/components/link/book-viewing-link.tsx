import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useId, type MouseEvent } from 'react';

import { localizePath } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { usePathNavigation } from '@/lib/path-navigation';
import { viewingBookingPath } from '@/site-map/pages';

/**
 * "Book a viewing": a link to the booking page with the flat chosen (a unit page, the finder's card, the
 * contact dialog). Only a link: the booking's code loads with its page.
 */
export function BookViewingLink({
  weNr,
  flatNameId,
  onNavigate,
}: {
  weNr?: string | undefined;
  /** The id of the element naming the flat (a finder card's title): in a list, each link's name says its flat. */
  flatNameId?: string;
  /** Runs as the link is followed, e.g. to close the dialog it sits in. */
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const href = localizePath(viewingBookingPath(weNr), locale);
  const navigate = usePathNavigation(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    navigate(event);
  };
  return (
    <Button
      component="a"
      href={href}
      onClick={onClick}
      variant="outline"
      id={flatNameId && id}
      aria-labelledby={flatNameId && `${id} ${flatNameId}`}
      data-book-viewing={weNr ?? ''}
    >
      {t`Book a viewing`}
    </Button>
  );
}
