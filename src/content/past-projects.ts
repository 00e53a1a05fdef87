import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ImageName } from '@/assets/image-manifest.gen';

import type { PastProjectType } from './past-project-types';

export type PastProjectKey = 'munzstrasse' | 'theater' | 'charlottenstrasse';

/**
 * A past project as the home page shows it. The past-projects page's texts (role, status, description,
 * key features) are in `about-page/past-project-details.ts`, outside the catalog every page loads.
 */
export interface PastProject {
  key: PastProjectKey;
  year: number;
  location: string;
  image: ImageName;
  /** An icon key; the past-project cards map it to its icon. */
  icon: 'home' | 'theater' | 'office';
  type: PastProjectType;
  name: MessageDescriptor;
  /**
   * Gross floor area in m² (the texts show role, size and status). CLIENT-TO-CONFIRM: the spec
   * gives no sizes, so the size is left out of the page until the client supplies it.
   */
  sizeSqm: number | undefined;
}

/** The architect's three past projects, newest first. */
export const pastProjects: [PastProject, PastProject, PastProject] = [
  {
    key: 'munzstrasse',
    year: 2001,
    location: 'Berlin',
    image: 'past-munzstrasse',
    icon: 'home',
    type: 'residential',
    name: msg`Münzstraße`,
    sizeSqm: undefined,
  },
  {
    key: 'theater',
    year: 1995,
    location: 'Berlin',
    image: 'past-theater',
    icon: 'theater',
    type: 'mixed-use',
    name: msg`Theatre`,
    sizeSqm: undefined,
  },
  {
    key: 'charlottenstrasse',
    year: 1988,
    location: 'Berlin',
    image: 'past-charlottenstrasse',
    icon: 'office',
    type: 'commercial',
    name: msg`Charlottenstraße`,
    sizeSqm: undefined,
  },
];

/** The projects of one type, or all of them. */
export function filterPastProjects(
  projects: readonly PastProject[],
  type: PastProjectType | undefined,
): PastProject[] {
  return type ? projects.filter((project) => project.type === type) : [...projects];
}
