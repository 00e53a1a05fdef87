/**
 * The inbox's CSV export: UTF-8 with a byte order mark, so that Excel reads umlauts, and the list
 * separator Excel expects in the language (`;` in German, `,` in English). A cell that a spreadsheet would
 * run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
import type { DeskLead } from './lead';

export const CSV_BOM = '\uFEFF';

export interface CsvColumn {
  header: string;
  value: (lead: DeskLead) => string;
}

function cell(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsCsv(
  leads: readonly DeskLead[],
  columns: readonly CsvColumn[],
  separator: ',' | ';',
): string {
  const lines = [
    columns.map((column) => cell(column.header, separator)).join(separator),
    ...leads.map((lead) => columns.map((column) => cell(column.value(lead), separator)).join(separator)),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
