import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DevicePanelProps {
  /** Id of the heading, which labels the section. */
  id: string;
  title: string;
  /** Tinted for the install hint; bordered otherwise. */
  tinted?: boolean;
  busy?: boolean;
  gap?: 'sm' | 'md';
  children: ReactNode;
}

/** One titled panel of the device page (offline pack, install, shared device). */
export function DevicePanel({ id, title, tinted = false, busy, gap = 'sm', children }: DevicePanelProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      aria-busy={busy}
      p={{ base: 'lg', sm: 'xl' }}
      radius="md"
      {...(tinted ? { bg: 'beige.1' } : { withBorder: true })}
    >
      <Stack gap={gap} maw={760}>
        <Title order={2} id={id} c="pine.6">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
