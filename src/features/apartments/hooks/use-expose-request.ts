import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

import { useContactRequest } from '@/components/layout/contact-request';
import type { Unit } from '@/content/units';

/**
 * 'Request exposé': opens the contact form with a subject and message naming the unit, its room
 * size preselected from the unit's rooms. The same
 * function until the language changes, so memoised cards that receive it do not render again.
 */
export function useExposeRequest(): (unit: Unit) => void {
  const { t } = useLingui();
  const { openContact } = useContactRequest();
  return useCallback(
    (unit: Unit) =>
      openContact({
        subject: t`Exposé request: apartment ${unit.weNr}`,
        message: t`Hello, please send me the exposé for apartment ${unit.weNr} (${unit.rooms} rooms, building ${unit.building}). Thank you.`,
        rooms: unit.rooms,
      }),
    [openContact, t],
  );
}
