import { useLingui } from '@lingui/react/macro';

import { Lightbox } from '@/components/lightbox/lightbox';
import { FLOOR_NUMBERS } from '@/content/units';

import { FloorLayoutSvg } from '../floor-plans/floor-layout-svg';
import { FLOOR_LABELS } from '../model/unit-labels';
import { PlanOrDrawing } from './plan-or-drawing';

/** The six floor layouts, enlarged, starting at the one that was clicked. */
export function FloorPlansLightbox({
  floor,
  opened,
  onClose,
}: {
  floor: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Lightbox
      opened={opened}
      onClose={onClose}
      title={t`Floor plans`}
      initialIndex={floor}
      slides={FLOOR_NUMBERS.map((number) => {
        const label = i18n._(FLOOR_LABELS[number]!);
        return {
          key: String(number),
          caption: label,
          content: (
            <PlanOrDrawing name={`floor-${number}`} alt={label} drawing={<FloorLayoutSvg floor={number} />} />
          ),
        };
      })}
    />
  );
}
