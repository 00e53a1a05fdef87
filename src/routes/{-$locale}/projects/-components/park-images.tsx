import { useLingui } from '@lingui/react/macro';

import { BuildingRenderSvg } from '@/features/apartments/floor-plans/building-render-svg';

/** The park pictures of the overview. */
export function ParkImages() {
  return [<ParkFallback key="garden" />];
}

function ParkFallback() {
  const { t } = useLingui();
  return (
    <figure style={{ margin: 0 }}>
      <BuildingRenderSvg building={3} />
      <figcaption>{t`The garden between the houses`}</figcaption>
    </figure>
  );
}
