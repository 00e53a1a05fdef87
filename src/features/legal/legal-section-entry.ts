import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

/**
 * One titled section of a legal page: its anchor id, its heading and the component with its text.
 * Ids must not clash with ids the layout looks for (e.g. `contact`, which the Contact button scrolls to).
 */
export interface LegalSectionEntry {
  id: string;
  title: MessageDescriptor;
  Body: ComponentType;
}
