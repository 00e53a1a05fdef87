import { useLingui } from '@lingui/react/macro';

import { DiscountTerms } from '@/components/discount/discount-terms';
import {
  IconBike,
  IconBolt,
  IconDiscount2,
  IconLayoutGrid,
  IconLeaf,
  IconTrain,
  type Icon,
} from '@/components/icons';
import plain from '@/components/layout/stack-row-text.module.css';
import { FEATURE_CARDS, type FeatureIcon } from '@/content/project-page/features';

import { IconCardGrid } from './icon-card-grid';
import { ProjectSection } from './project-section';

const ICONS: Record<FeatureIcon, Icon> = {
  energy: IconBolt,
  solar: IconLeaf,
  rooms: IconLayoutGrid,
  outdoor: IconBike,
  transit: IconTrain,
  discount: IconDiscount2,
};

export function FeatureCards() {
  const { t } = useLingui();
  return (
    <ProjectSection id="features" title={t`What makes it special`}>
      <IconCardGrid
        items={FEATURE_CARDS.map((card) => ({ ...card, key: card.icon, icon: ICONS[card.icon] }))}
      />
      <p className={plain.small} style={{ marginTop: 'var(--mantine-spacing-md)' }} data-discount-terms="">
        <DiscountTerms />
      </p>
    </ProjectSection>
  );
}
