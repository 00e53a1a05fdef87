/**
 * The desk's outbox of leads added by hand (desk-outbox-store.ts): written before any network call and removed
 * only when the server answered with the lead.
 */
import { DESK_LEAD_OUTBOX_DB_NAME } from '@/lib/device-storage';

import { openDeskOutboxStore, type DeskOutboxStore } from '../api/desk-outbox-store';
import { intakeRecordSchema, type IntakeRecord } from '../model/manual-lead';

export type IntakeStore = DeskOutboxStore<IntakeRecord>;

export function openIntakeStore(name: string = DESK_LEAD_OUTBOX_DB_NAME): Promise<IntakeStore> {
  return openDeskOutboxStore(name, intakeRecordSchema);
}
