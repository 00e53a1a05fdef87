import { describe, expect, it } from 'vitest';

import { csvSeparator, toCsv, type CsvColumn } from './csv';
import type { DeskLead } from './lead';

const lead = {
  name: 'Jürgen Größe',
  email: 'j@example.com',
  phone: '+49 30 1',
  message: 'Hallo; "Exposé"\nbitte',
} as DeskLead;

describe('toCsv', () => {
  it('writes the enquiries: BOM, header row, quotes what needs it and defuses formulas', () => {
    const columns: CsvColumn<DeskLead>[] = [
      { header: 'Name', value: (l) => l.name },
      { header: 'Telefon', value: (l) => l.phone ?? '' },
      { header: 'Nachricht', value: (l) => l.message },
    ];
    expect(toCsv(columns, [lead], ';')).toBe(
      '\uFEFFName;Telefon;Nachricht\r\nJürgen Größe;\'+49 30 1;"Hallo; ""Exposé""\nbitte"\r\n',
    );
  });

  it('quotes a cell holding the separator only in that language: a comma in English, a semicolon in German', () => {
    const columns: CsvColumn<string>[] = [{ header: 'Text', value: (text) => text }];
    expect(toCsv(columns, ['a, b', 'c; d'], ',')).toBe('\uFEFFText\r\n"a, b"\r\nc; d\r\n');
    expect(toCsv(columns, ['a, b', 'c; d'], ';')).toBe('\uFEFFText\r\na, b\r\n"c; d"\r\n');
  });

  it('defuses every formula start, in headers too, and leaves other cells as they are', () => {
    const columns: CsvColumn<string>[] = [{ header: '=Header', value: (text) => text }];
    const csv = toCsv(columns, ['=1+1', '+49', '-2', '@SUM(A1)', '\tx', 'plain', 'a=b'], ',');
    expect(csv.slice(1).split('\r\n')).toEqual([
      "'=Header",
      "'=1+1",
      "'+49",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      'a=b',
      '',
    ]);
  });

  it('writes the header row alone when there are no rows', () => {
    const columns: CsvColumn<string>[] = [
      { header: 'A', value: () => '' },
      { header: 'B', value: () => '' },
    ];
    expect(toCsv(columns, [], ';')).toBe('\uFEFFA;B\r\n');
  });
});

describe('csvSeparator', () => {
  it('is what Excel expects in the language', () => {
    expect(csvSeparator('de')).toBe(';');
    expect(csvSeparator('en')).toBe(',');
  });
});
