import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { unitByCode } from '@/content/units';
import { activateLocale } from '@/lib/i18n/i18n';

import type { UnitState } from '../api/desk-api';
import type { DeskLead } from './lead';
import { boardFigures, boardFlats, boardFloors, daysInStatus } from './sales-board';
import { salesBoardCsv } from './sales-board-csv';

const NOW = new Date('2026-11-30T10:00:00Z');

function state(weNr: string, status: string, extra: Partial<UnitState> = {}): UnitState {
  return { we_nr: weNr, status, version: 1, hold_until: null, updated_at: null, ...extra };
}

/** The desk's answer for all 56 units (Available), with these states put in and these units left out. */
function states(changed: UnitState[], missing: string[] = []): Map<string, UnitState> {
  const all = new Map(
    boardFlats(new Map(), new Map()).map(({ unit }) => [unit.weNr, state(unit.weNr, 'Available')]),
  );
  for (const row of changed) all.set(row.we_nr, row);
  for (const weNr of missing) all.delete(weNr);
  return all;
}

const HOLD_END = new Date('2026-12-02T22:59:59Z');
const CHANGED = {
  '1.0.1': state('1.0.1', 'Sold', {
    changed_at: new Date('2026-11-20T09:00:00Z'),
    changed_by: 'Anna',
    note: 'Kaufvertrag beurkundet, Fam. Özdemir',
  }),
  '1.1.2': state('1.1.2', 'Sold'),
  '1.5.4': state('1.5.4', 'Vormerkung', {
    hold_until: HOLD_END,
    changed_at: new Date('2026-11-29T15:00:00Z'),
    changed_by: '-Bert',
    note: '=HYPERLINK("http://evil.example")',
    hold_for: { id: '00000000-0000-4000-8000-000000000003', name: 'Paul Plan' },
  }),
  '2.1.3': state('2.1.3', 'Reserved', { changed_at: new Date('2026-11-01T08:00:00Z'), changed_by: 'Anna' }),
  '3.1.2': state('3.1.2', 'Gesperrt'),
};
const SINCE = new Map<string, Date | null>([
  ['1.0.1', new Date('2026-11-20T09:00:00Z')],
  ['1.1.2', null],
  ['1.5.4', new Date('2026-11-27T23:30:00Z')],
  ['2.1.3', null],
  ['3.1.2', new Date('2026-11-01T08:00:00Z')],
]);
/** Leads newest first, as desk_leads answers, with the flats they are linked to. */
const lead = (name: string, units: DeskLead['units']) => ({ name, units }) as DeskLead;
const LEADS = [
  lead('Nina Neu', [{ we_nr: '2.1.3', kind: 'interest' }]),
  lead('Familie Özdemir', [{ we_nr: '1.0.1', kind: 'purchase' }]),
  lead('Rolf Reserviert', [
    { we_nr: '2.1.3', kind: 'reservation' },
    { we_nr: '1.0.2', kind: 'reservation' },
  ]),
  lead('Olga Older', [{ we_nr: '1.0.1', kind: 'reservation' }]),
];
const flats = boardFlats(states(Object.values(CHANGED), ['4.3.2']), SINCE, LEADS);
const flat = (weNr: string) => flats.find((candidate) => candidate.unit.weNr === weNr)!;

describe('boardFlats', () => {
  it('calls a status the desk does not know, or a unit missing from its answer, not confirmed, never Available', () => {
    expect(flats).toHaveLength(56);
    expect(flat('3.1.2')).toMatchObject({ status: 'not-confirmed', since: null, lastChange: null });
    expect(flat('4.3.2')).toMatchObject({ status: 'not-confirmed', state: null });
    expect(flat('1.0.2').status).toBe('Available');
  });

  it('keeps the hold end of a hold and names the latest change only where the history explains the status', () => {
    expect(flat('1.5.4')).toMatchObject({
      status: 'Vormerkung',
      holdUntil: HOLD_END,
      lastChange: { by: '-Bert', note: '=HYPERLINK("http://evil.example")' },
    });
    expect(flat('1.0.1').lastChange).toEqual({ by: 'Anna', note: 'Kaufvertrag beurkundet, Fam. Özdemir' });
    // Reserved with no start in its history: its last change may be of another status.
    expect(flat('2.1.3').lastChange).toBeNull();
  });

  it('names who has a flat: the lead of a hold, the newest reservation, a sold flat’s buyer before who reserved it', () => {
    expect(flat('1.5.4').party).toBe('Paul Plan');
    expect(flat('2.1.3').party).toBe('Rolf Reserviert');
    expect(flat('1.0.1').party).toBe('Familie Özdemir');
    // A link says nothing once the flat is available again, nor does mere interest.
    expect(flat('1.0.2').party).toBeNull();
    expect(flat('1.1.2').party).toBeNull();
    expect(
      boardFlats(states(Object.values(CHANGED)), SINCE).find(({ unit }) => unit.weNr === '1.0.1')!.party,
    ).toBeNull();
  });
});

describe('boardFigures', () => {
  it('counts each status and sums the sold flats’ exact prices', () => {
    const { counts, soldSum } = boardFigures(flats);
    expect(counts).toEqual({ Available: 50, Vormerkung: 1, Reserved: 1, Sold: 2, 'not-confirmed': 2 });
    // 59.2 m² × 7,000 €/m² and 39.6 m² × 7,050 €/m², to the euro.
    expect(soldSum).toBe(414_400 + 279_180);
    expect(soldSum).toBe(unitByCode('1.0.1')!.price + unitByCode('1.1.2')!.price);
  });
});

describe('boardFloors', () => {
  it('places every flat on its floor, building by building, top floor first, as the picker does', () => {
    const floors = boardFloors(flats);
    expect([...floors.keys()]).toEqual([1, 2, 3, 4]);
    expect(floors.get(1)!.map((floor) => floor.floor)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(floors.get(1)![0]!.flats.map(({ unit }) => unit.weNr)).toEqual([
      '1.5.1',
      '1.5.2',
      '1.5.3',
      '1.5.4',
    ]);
    expect(floors.get(4)!.map((floor) => floor.flats.length)).toEqual([2, 2, 2, 2]);
    expect([...floors.values()].flat().flatMap((floor) => floor.flats)).toHaveLength(56);
  });
});

describe('daysInStatus', () => {
  it('counts Berlin calendar days, 0 on the first day, across a change of clocks', () => {
    // 23:30 UTC on the 27th is half past midnight on the 28th in Berlin.
    expect(daysInStatus(new Date('2026-11-27T23:30:00Z'), NOW)).toBe(2);
    expect(daysInStatus(new Date('2026-11-30T00:10:00Z'), NOW)).toBe(0);
    expect(daysInStatus(new Date('2026-03-28T12:00:00Z'), new Date('2026-03-30T12:00:00Z'))).toBe(2);
  });
});

describe('salesBoardCsv', () => {
  const lines = (csv: string) => csv.slice(1).split('\r\n');

  it('writes a line per flat in unit order with the exact price; cells a spreadsheet would run are made safe (en)', async () => {
    await activateLocale('en', ['messages', 'desk']);
    const csv = salesBoardCsv(flats, i18n, 'en', NOW);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = lines(csv);
    expect(rows).toHaveLength(58);
    expect(rows[0]).toBe(
      'Unit,Building,Floor (0 = ground floor),Rooms,Living area (m²),Price (EUR),Status,Status since,Days in status,On hold until,Lead or buyer,Changed by,Note',
    );
    expect(rows[1]).toBe(
      '1.0.1,1,0,3,59.2,414400,Sold,2026-11-20,10,,Familie Özdemir,Anna,"Kaufvertrag beurkundet, Fam. Özdemir"',
    );
    expect(rows.find((row) => row.startsWith('1.5.4,'))).toBe(
      `1.5.4,1,5,4,82.9,${unitByCode('1.5.4')!.price},On hold,2026-11-28,2,2026-12-02,Paul Plan,'-Bert,"'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(rows.find((row) => row.startsWith('3.1.2,'))).toMatch(/,Not confirmed,,,,,,$/);
    expect(rows[57]).toBe('');
  });

  it('writes German headers and labels, the semicolon and decimal comma Excel expects there (de)', async () => {
    await activateLocale('de', ['messages', 'desk']);
    const rows = lines(salesBoardCsv(flats, i18n, 'de', NOW));
    expect(rows[0]!.split(';')).toEqual([
      'Wohnung',
      'Haus',
      'Etage (0 = Erdgeschoss)',
      'Zimmer',
      'Wohnfläche (m²)',
      'Preis (EUR)',
      'Status',
      'Status seit',
      'Tage im Status',
      'Vorgemerkt bis',
      'Zugeordneter Kontakt',
      'Geändert von',
      'Notiz',
    ]);
    expect(rows[1]).toBe(
      '1.0.1;1;0;3;59,2;414400;Verkauft;2026-11-20;10;;Familie Özdemir;Anna;Kaufvertrag beurkundet, Fam. Özdemir',
    );
    expect(rows.find((row) => row.startsWith('4.3.2;'))).toMatch(/;Nicht bestätigt;;;;;;$/);
  });
});
