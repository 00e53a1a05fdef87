import { useLingui } from '@lingui/react/macro';

import { IconHeart, IconHeartFilled } from '@/components/icons';

import { useIsFavourite } from '../hooks/use-favourites';
import { toggleFavourite } from '../model/favourites-store';
import classes from './favourite-button.module.css';

export interface FavouriteButtonProps {
  /** The unit code, e.g. 2.3.1. */
  weNr: string;
  size?: 'md' | 'lg' | 'xl';
}

/**
 * The heart: saves a unit to the favourites on this device, or removes it. A toggle button: its name
 * stays the same and `aria-pressed` says whether the unit is saved (WAI-ARIA APG: a toggle's label must
 * not change with its state, or "pressed" would contradict it). Self-contained: every heart of the unit
 * on the page, and in other tabs, follows. A plain element (favourite-button.module.css) rather than
 * Mantine's ActionIcon: the finder shows one on each of its 56 cards.
 */
export function FavouriteButton({ weNr, size = 'lg' }: FavouriteButtonProps) {
  const { t } = useLingui();
  const saved = useIsFavourite(weNr);
  const Icon = saved ? IconHeartFilled : IconHeart;
  return (
    <button
      type="button"
      className={`${classes.root} mantine-focus-auto`}
      data-size={size}
      aria-pressed={saved}
      aria-label={t`Save apartment ${weNr} to favourites`}
      data-favourite={saved ? 'saved' : 'not-saved'}
      onClick={() => toggleFavourite(weNr)}
    >
      <Icon size={20} aria-hidden="true" />
    </button>
  );
}
