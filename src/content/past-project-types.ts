import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Building types of the past-projects filter. */
export const PAST_PROJECT_TYPES = ['residential', 'mixed-use', 'commercial'] as const;
export type PastProjectType = (typeof PAST_PROJECT_TYPES)[number];

export const pastProjectTypeLabels: Record<PastProjectType, MessageDescriptor> = {
  residential: msg`Residential`,
  'mixed-use': msg`Mixed-use`,
  commercial: msg`Commercial`,
};
