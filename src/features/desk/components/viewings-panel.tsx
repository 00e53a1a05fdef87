import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import * as v from 'valibot';

import { isoDaySchema } from '../../../../supabase/functions/_shared/lead-pipeline';
import { berlinDay } from '../model/berlin-time';
import { SlotPlanner } from './slot-planner';
import { ViewingDay } from './viewing-day';

type Part = 'day' | 'planner';
const PARTS: readonly Part[] = ['day', 'planner'];

/**
 * Viewings in the desk: the agent's day on site (today unless the address names a day) and the slot planner.
 * Two tabs of the desk's own buttons: Mantine's Tabs here would move its code into the Mantine chunk every
 * flat page loads (the project's tabs use it too).
 */
export function ViewingsPanel({ day, userId }: { day: string | undefined; userId: string }) {
  const { t } = useLingui();
  const id = useId();
  const [part, setPart] = useState<Part>('day');
  const tabs = useRef<Record<Part, HTMLButtonElement | null>>({ day: null, planner: null });
  const labels: Record<Part, string> = { day: t`Day on site`, planner: t`Plan viewings` };

  // The tab pattern's keys: the arrows move between the tabs, and the focused one opens.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = PARTS[(PARTS.indexOf(part) + 1) % PARTS.length]!;
    setPart(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <Group role="tablist" gap="xs" mb="md" onKeyDown={onKeyDown}>
        {PARTS.map((value) => (
          <Button
            key={value}
            ref={(element) => {
              tabs.current[value] = element;
            }}
            role="tab"
            id={`${id}-${value}-tab`}
            aria-selected={part === value}
            aria-controls={part === value ? `${id}-${value}-panel` : undefined}
            tabIndex={part === value ? 0 : -1}
            variant={part === value ? 'filled' : 'default'}
            color="pine"
            h={44}
            onClick={() => setPart(value)}
          >
            {labels[value]}
          </Button>
        ))}
      </Group>
      <div role="tabpanel" id={`${id}-${part}-panel`} aria-labelledby={`${id}-${part}-tab`}>
        {part === 'day' ? (
          <ViewingDay day={day && v.is(isoDaySchema, day) ? day : berlinDay(new Date())} />
        ) : (
          <SlotPlanner userId={userId} />
        )}
      </div>
    </div>
  );
}
