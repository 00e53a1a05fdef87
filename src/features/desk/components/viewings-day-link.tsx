import { Link } from '@tanstack/react-router';
import type { ComponentProps, ReactElement } from 'react';

import { localeParam, useLocale } from '@/lib/i18n/use-locale';

type RootProps = Omit<ComponentProps<'a'>, 'href'>;

/** A Mantine root (renderRoot) linking to the desk's viewings of `day` (today without one). */
export function useViewingsDayRoot(): (day?: string) => (props: RootProps) => ReactElement {
  const locale = useLocale();
  return (day) =>
    function ViewingsDayRoot(props: RootProps) {
      return (
        <Link
          {...props}
          to="/{-$locale}/desk"
          params={localeParam(locale)}
          search={day ? { view: 'viewings', day } : { view: 'viewings' }}
        />
      );
    };
}
