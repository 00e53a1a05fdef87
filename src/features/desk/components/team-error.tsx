import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';

import { DeskCallError } from '../api/desk-call';
import { TeamRefusalError } from '../api/team-api';
import { DESK_ERROR_TEXTS } from '../model/desk-texts';
import { TEAM_REFUSAL_TEXTS } from '../model/team-texts';

/** Why a change of the team failed, as a text for the admin. */
export function TeamError({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const text =
    error instanceof TeamRefusalError
      ? TEAM_REFUSAL_TEXTS[error.reason]
      : DESK_ERROR_TEXTS[error instanceof DeskCallError ? error.kind : 'other'];
  return (
    <Alert color="red" role="alert" data-team-error="">
      {i18n._(text)}
    </Alert>
  );
}
