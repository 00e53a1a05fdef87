import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { imageManifest } from '@/assets/image-manifest.gen';
import { EnergyCertificateFacts } from '@/components/energy/energy-certificate-facts';
import { Lightbox } from '@/components/lightbox/lightbox';
import { LightboxImage } from '@/components/lightbox/lightbox-image';
import { BUILDING_RENDERS } from '@/content/project-page/project-images';
import type { Unit } from '@/content/units';

import { FloorLayoutSvg } from '../floor-plans/floor-layout-svg';
import { UnitPlanSvg } from '../floor-plans/unit-plan-svg';
import { FLOOR_LABELS } from '../model/unit-labels';
import { PlanOrDrawing } from './plan-or-drawing';

/** The unit's three slides: its plan, its floor with the unit marked, its building. */
export function UnitLightbox({
  unit,
  initialIndex = 0,
  opened,
  onClose,
}: {
  unit: Unit;
  /** 0 the plan, 1 the floor layout, 2 the building. */
  initialIndex?: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const floor = i18n._(FLOOR_LABELS[unit.floor]!);
  const planAlt = t`Floor plan of apartment ${unit.weNr}`;
  const floorAlt = t`${floor}, building ${unit.building}`;
  const renderAlt = t`Building ${unit.building}`;
  // The same slides while the unit and language stay: opening the lightbox mounted closed (the unit
  // page) then only shows the drawings, without rendering them again.
  const slides = useMemo(
    () => [
      {
        key: 'plan',
        caption: planAlt,
        content: (
          <PlanOrDrawing name={`unit-${unit.weNr}`} alt={planAlt} drawing={<UnitPlanSvg unit={unit} />} />
        ),
      },
      {
        key: 'floor',
        caption: floorAlt,
        content: (
          <PlanOrDrawing
            name={`floor-${unit.floor}`}
            alt={floorAlt}
            drawing={<FloorLayoutSvg floor={unit.floor} highlight={unit.weNr} />}
          />
        ),
      },
      {
        key: 'render',
        caption: renderAlt,
        content: <LightboxImage image={imageManifest[BUILDING_RENDERS[unit.building]]} alt={renderAlt} />,
      },
    ],
    [unit, planAlt, floorAlt, renderAlt],
  );
  return (
    <Lightbox
      opened={opened}
      onClose={onClose}
      title={t`Apartment ${unit.weNr}: plans and building`}
      initialIndex={initialIndex}
      info={{
        label: t`Energy certificate`,
        render: (inline) => <EnergyCertificateFacts compact={inline} />,
      }}
      slides={slides}
    />
  );
}
