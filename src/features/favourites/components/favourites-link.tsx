import { useLingui } from '@lingui/react/macro';

import { IconHeart } from '@/components/icons';
import { PathLink } from '@/components/link/path-link';
import { localizePath } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { COMPARE_PATH } from '@/site-map/unit-pages';

import { useFavourites } from '../hooks/use-favourites';

/** 'Favourites (n)': the way from the finder to the saved units, which the compare page lists. */
export function FavouritesLink() {
  const { t } = useLingui();
  const locale = useLocale();
  const count = useFavourites().length;
  return (
    <PathLink
      href={localizePath(COMPARE_PATH, locale)}
      fw={600}
      c="pine.7"
      data-favourites-count={count}
      // A 44 px target on a phone, like every control beside it.
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}
    >
      <IconHeart size={18} aria-hidden="true" />
      {t`Favourites (${count})`}
    </PathLink>
  );
}
