import type { ReactNode } from 'react';

import { realPlanUrl, type PlanName } from '../floor-plans/real-plans';

/** A real plan from ./floor-plans/real-plans when one was dropped in, otherwise the generated drawing. */
export function PlanOrDrawing({ name, alt, drawing }: { name: PlanName; alt: string; drawing: ReactNode }) {
  const url = realPlanUrl(name);
  if (!url) return drawing;
  return (
    <img
      src={url}
      alt={alt}
      style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
    />
  );
}
