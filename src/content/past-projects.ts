import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ImageName } from '@/assets/image-manifest.gen';

import type { PastProjectType } from './past-project-types';

export interface PastProject {
  key: 'munzstrasse' | 'theater' | 'charlottenstrasse';
  year: number;
  location: string;
  image: ImageName;
  /** An icon key; the past-project cards map it to its icon. */
  icon: 'home' | 'theater' | 'office';
  type: PastProjectType;
  name: MessageDescriptor;
  role: MessageDescriptor;
  status: MessageDescriptor;
  /**
   * Gross floor area in m² (the texts show role, size and status, spec §3). CLIENT-TO-CONFIRM: the spec
   * gives no sizes, so each is shown as a visibly marked field until the client supplies it.
   */
  sizeSqm: number | undefined;
  description: MessageDescriptor;
  features: [MessageDescriptor, MessageDescriptor, MessageDescriptor, MessageDescriptor];
}

const architect = msg`Architect`;
const completed = msg`Completed`;

/** The architect's three past projects, newest first (spec §2, §3 Past project). */
export const pastProjects: [PastProject, PastProject, PastProject] = [
  {
    key: 'munzstrasse',
    year: 2001,
    location: 'Berlin',
    image: 'past-munzstrasse',
    icon: 'home',
    type: 'residential',
    name: msg`Münzstraße`,
    role: architect,
    status: completed,
    sizeSqm: undefined,
    description: msg`A residential building in the heart of Berlin: apartments above an arcade, closing a gap in a historic street.`,
    features: [
      msg`Apartments with balconies to the courtyard`,
      msg`Arcade along the street front`,
      msg`New building fitted into a historic block`,
      msg`Central location in Berlin-Mitte`,
    ],
  },
  {
    key: 'theater',
    year: 1995,
    location: 'Berlin',
    image: 'past-theater',
    icon: 'theater',
    type: 'mixed-use',
    name: msg`Theatre`,
    role: architect,
    status: completed,
    sizeSqm: undefined,
    description: msg`A theatre building that combines a stage and foyer with rooms for other uses, behind an arcaded facade.`,
    features: [
      msg`Stage, foyer and rehearsal rooms`,
      msg`Arcades open to the public`,
      msg`Mixed use under one roof`,
      msg`Pitched roof in the Berlin tradition`,
    ],
  },
  {
    key: 'charlottenstrasse',
    year: 1988,
    location: 'Berlin',
    image: 'past-charlottenstrasse',
    icon: 'office',
    type: 'commercial',
    name: msg`Charlottenstraße`,
    role: architect,
    status: completed,
    sizeSqm: undefined,
    description: msg`A commercial building with shops on the ground floor and flexible office floors above.`,
    features: [
      msg`Shop windows on the ground floor`,
      msg`Open-plan office floors`,
      msg`Clear facade grid`,
      msg`Central city location`,
    ],
  },
];

/** The projects of one type, or all of them. */
export function filterPastProjects(
  projects: readonly PastProject[],
  type: PastProjectType | undefined,
): PastProject[] {
  return type ? projects.filter((project) => project.type === type) : [...projects];
}
