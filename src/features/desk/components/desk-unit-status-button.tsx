import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';

import type { Unit } from '@/content/units';

import { loadDeskUnits, type UnitState } from '../api/desk-api';
import { DeskCallError } from '../api/desk-call';
import { useDeskSession } from '../api/use-desk-session';
import { DESK_ERROR_TEXTS } from '../model/desk-texts';
import { availableState, StatusChangeDialog } from './status-change-dialog';

/** On a unit page, for a signed-in staff member: change this unit's status (with its current version). */
export function DeskUnitStatusButton({ unit }: { unit: Unit }) {
  const { t, i18n } = useLingui();
  const { session } = useDeskSession();
  const [state, setState] = useState<UnitState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (session.phase !== 'signed-in') return null;

  const open = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { states } = await loadDeskUnits();
      setState(states.get(unit.weNr) ?? availableState(unit));
    } catch (error) {
      setProblem(i18n._(DESK_ERROR_TEXTS[error instanceof DeskCallError ? error.kind : 'other']));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="light"
        color="pine"
        h={44}
        loading={busy}
        onClick={() => void open()}
        data-desk-status=""
      >
        {t`Change status (sales desk)`}
      </Button>
      {problem && (
        <span role="alert" style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
          {problem}
        </span>
      )}
      {state && (
        <StatusChangeDialog
          unit={unit}
          state={state}
          opened
          onClose={() => setState(null)}
          onChanged={setState}
        />
      )}
    </>
  );
}
