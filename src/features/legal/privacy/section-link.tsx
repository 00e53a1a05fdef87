import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A link to another section of the same legal page. */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return <Anchor href={`#${to}`}>{children}</Anchor>;
}
