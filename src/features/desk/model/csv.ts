/**
 * The desk's CSV exports (enquiries, watchers): UTF-8 with a byte order mark, so that Excel reads umlauts,
 * and the list separator Excel expects in the language (`;` in German, `,` in English). A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) is prefixed with an apostrophe.
 */
import type { Locale } from '@/lib/i18n/locale';

export const CSV_BOM = '\uFEFF';

export type CsvSeparator = ',' | ';';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

export function csvSeparator(locale: Locale): CsvSeparator {
  return locale === 'de' ? ';' : ',';
}

function cell(value: string, separator: CsvSeparator): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row, then one line per row; CRLF line ends, as RFC 4180 and Excel expect. */
export function toCsv<T>(
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  separator: CsvSeparator,
): string {
  const line = (cells: string[]) => cells.map((value) => cell(value, separator)).join(separator);
  const lines = [
    line(columns.map((column) => column.header)),
    ...rows.map((row) => line(columns.map((column) => column.value(row)))),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
