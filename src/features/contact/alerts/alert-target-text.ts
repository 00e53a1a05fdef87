import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { AlertTarget } from './alert-rules';

/** What a sign-up watches, in words: "apartment 1.3.4", or a search's filters ("3 rooms · building 2"). */
export function alertTargetText(target: AlertTarget, i18n: I18n): string {
  if (target.kind === 'unit') return i18n._(msg`Apartment ${target.weNr}`);
  const { building, floor, rooms } = target;
  const parts = [
    rooms !== undefined && i18n._(msg`${rooms} rooms`),
    building !== undefined && i18n._(msg`building ${building}`),
    floor !== undefined && (floor === 0 ? i18n._(msg`ground floor`) : i18n._(msg`floor ${floor}`)),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length ? i18n._(msg`Flats with ${parts.join(' · ')}`) : i18n._(msg`Every flat of the project`);
}
