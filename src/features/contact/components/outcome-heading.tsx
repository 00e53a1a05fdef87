import { Group, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

import type { Icon } from '@/components/icons';

/**
 * The heading of what became of a message or sign-up, shown in place of its form: it takes the focus,
 * as the button that was pressed is gone.
 */
export function OutcomeHeading({
  id,
  icon: OutcomeIcon,
  color,
  children,
}: {
  id: string;
  icon: Icon;
  color: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon color={color} variant="light" size="lg" radius="xl" aria-hidden>
        <OutcomeIcon size={20} />
      </ThemeIcon>
      <Title order={3} size="h4" id={id} ref={heading} tabIndex={-1}>
        {children}
      </Title>
    </Group>
  );
}
