import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { useState } from 'react';

import { berlinDay } from '../model/berlin-time';
import { SlotPlanner } from './slot-planner';
import { ViewingDay } from './viewing-day';

type Part = 'day' | 'planner';

/** Viewings in the desk: the agent's day on site (today unless the address names a day) and the slot planner. */
export function ViewingsPanel({ day, userId }: { day: string | undefined; userId: string }) {
  const { t } = useLingui();
  const [part, setPart] = useState<Part>('day');
  return (
    <Tabs value={part} onChange={(value) => setPart(value === 'planner' ? 'planner' : 'day')} color="pine">
      <Tabs.List mb="md">
        <Tabs.Tab value="day" h={44}>
          {t`Day on site`}
        </Tabs.Tab>
        <Tabs.Tab value="planner" h={44}>
          {t`Plan viewings`}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="day">
        {part === 'day' && <ViewingDay day={day ?? berlinDay(new Date())} />}
      </Tabs.Panel>
      <Tabs.Panel value="planner">{part === 'planner' && <SlotPlanner userId={userId} />}</Tabs.Panel>
    </Tabs>
  );
}
