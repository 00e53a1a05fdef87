import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { type ClaimNoteName, clientFacts, type TransitMode } from '@/content/client-facts';

import { ClientFact } from './client-fact';
import { MissingField } from './missing-field';

const TRANSIT_ROUTE_LABEL = msg`which S+U station, and on foot, by bike or by bus`;

/**
 * The few words that make a claim checkable (§ 5 UWG): "Source: …" after "about 99 % occupied", the
 * station and means of transport after "15 min to the S+U station"; marked until the client supplies them.
 */
/** True once the client has supplied the note's fact. */
export function claimNoteKnown(name: ClaimNoteName): boolean {
  return clientFacts[name] !== undefined;
}

export function ClaimNote({ name }: { name: ClaimNoteName }) {
  return name === 'occupancySource' ? <OccupancySource /> : <TransitRouteNote />;
}

function OccupancySource() {
  const { t } = useLingui();
  return (
    <span data-claim-note="occupancySource">
      {t`Source:`} <ClientFact name="occupancySource" label={msg`source and date of the occupancy figure`} />
    </span>
  );
}

function TransitRouteNote() {
  const { t, i18n } = useLingui();
  const route = clientFacts.transitRoute;
  const modes: Record<TransitMode, string> = {
    walk: t`on foot`,
    bike: t`by bike`,
    bus: t`by bus`,
  };
  return (
    <span data-claim-note="transitRoute">
      {route === undefined ? (
        <MissingField label={i18n._(TRANSIT_ROUTE_LABEL)} fact="transitRoute" />
      ) : (
        t`(${route.station}, ${modes[route.mode]})`
      )}
    </span>
  );
}
