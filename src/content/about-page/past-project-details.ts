/**
 * The past-projects page's texts of each project: role, status, description and four key features.
 * Only /past-projects shows them, so they are in the `about` catalog.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PastProjectKey } from '../past-projects';

export interface PastProjectDetails {
  role: MessageDescriptor;
  status: MessageDescriptor;
  description: MessageDescriptor;
  features: [MessageDescriptor, MessageDescriptor, MessageDescriptor, MessageDescriptor];
}

const architect = msg`Architect`;
const completed = msg`Completed`;

export const PAST_PROJECT_DETAILS: Record<PastProjectKey, PastProjectDetails> = {
  munzstrasse: {
    role: architect,
    status: completed,
    description: msg`A residential building in the heart of Berlin that closes a gap in a historic street, with apartments above an arcade.`,
    features: [
      msg`Apartments with balconies to the courtyard`,
      msg`Arcade along the street front`,
      msg`New building fitted into a historic block`,
      msg`Central location in Berlin-Mitte`,
    ],
  },
  theater: {
    role: architect,
    status: completed,
    description: msg`A theatre building that combines a stage and foyer with rooms for other uses, behind an arcaded facade.`,
    features: [
      msg`Stage, foyer and rehearsal rooms`,
      msg`Arcades open to the public`,
      msg`Mixed use under one roof`,
      msg`Pitched roof in the Berlin tradition`,
    ],
  },
  charlottenstrasse: {
    role: architect,
    status: completed,
    description: msg`A commercial building with shops on the ground floor and flexible office floors above.`,
    features: [
      msg`Shop windows on the ground floor`,
      msg`Open-plan office floors`,
      msg`Clear facade grid`,
      msg`Central city location`,
    ],
  },
};
