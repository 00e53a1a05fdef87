import { describe, expect, it } from 'vitest';

import type { DeskLead } from './lead';
import { leadsCsv } from './leads-csv';

const lead = {
  name: 'Jürgen Größe',
  email: 'j@example.com',
  phone: '+49 30 1',
  message: 'Hallo; "Exposé"\nbitte',
} as DeskLead;

describe('leadsCsv', () => {
  it('starts with the BOM, quotes what needs it and defuses formulas', () => {
    const csv = leadsCsv(
      [lead],
      [
        { header: 'Name', value: (l) => l.name },
        { header: 'Telefon', value: (l) => l.phone },
        { header: 'Nachricht', value: (l) => l.message },
      ],
      ';',
    );
    expect(csv).toBe(
      '\uFEFFName;Telefon;Nachricht\r\nJürgen Größe;\'+49 30 1;"Hallo; ""Exposé""\nbitte"\r\n',
    );
  });
});
