import { useLingui } from '@lingui/react/macro';

import {
  IconBuildingCommunity,
  IconCertificate,
  IconCoins,
  IconHistory,
  type Icon,
} from '@/components/icons';
import { TRUST_POINTS, type TrustIcon } from '@/content/project-page/features';

import { IconCardGrid } from './icon-card-grid';
import { ProjectSection } from './project-section';

const ICONS: Record<TrustIcon, Icon> = {
  history: IconHistory,
  occupancy: IconBuildingCommunity,
  costs: IconCoins,
  energy: IconCertificate,
};

export function TrustSection() {
  const { t } = useLingui();
  return (
    <ProjectSection id="trust" title={t`Why buyers trust us`} background="var(--mantine-color-beige-1)">
      <IconCardGrid
        columns={4}
        items={TRUST_POINTS.map((point) => ({ ...point, key: point.icon, icon: ICONS[point.icon] }))}
      />
    </ProjectSection>
  );
}
