/**
 * The viewing invitation parsed back by an independent parser (ical.js): method, UID, SEQUENCE, the Berlin times on
 * both sides of the daylight-saving change, escaped text and folded lines.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import {
  calendarInvite,
  escapeText,
  foldLine,
  type CalendarInvite,
} from '../../supabase/functions/_shared/calendar-invite';

const BASE: CalendarInvite = {
  uid: 'viewing-3f1c2a@grabbeallee68.de',
  sequence: 0,
  method: 'REQUEST',
  // Saturday before the change to summer time (28 March 2027): 14:00 CET is 13:00 UTC.
  start: new Date('2027-03-27T13:00:00Z'),
  end: new Date('2027-03-27T13:30:00Z'),
  stamp: new Date('2027-03-01T09:15:00Z'),
  summary: 'Besichtigung Grabbeallee 68, Wohnung 2.3.1',
  description:
    'Treffpunkt: Baustellentor, Grabbeallee 68; bitte festes Schuhwerk, Helm gibt es vor Ort.\nBis bald!',
  location: 'Grabbeallee 68, 13156 Berlin',
  organizer: { name: 'Paula Vertrieb, Grabbeallee 68', email: 'vertrieb@example.com' },
  attendee: { name: "Jürgen O'Brien-Müller", email: 'juergen@example.com' },
  url: 'https://example.com/de/viewing/abc123',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const component = calendar.getFirstSubcomponent('vevent');
  if (!component) throw new Error('no VEVENT');
  return { calendar, event: new ICAL.Event(component), component };
}

describe('calendarInvite', () => {
  it('is read back with its method, UID, SEQUENCE, people and texts', () => {
    const { calendar, event, component } = parse(calendarInvite(BASE));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe(BASE.uid);
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe(BASE.summary);
    expect(event.description).toBe(BASE.description);
    expect(event.location).toBe(BASE.location);
    expect(component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(component.getFirstPropertyValue('url')).toBe(BASE.url);
    const organizer = component.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe('mailto:vertrieb@example.com');
    expect(organizer?.getParameter('cn')).toBe('Paula Vertrieb, Grabbeallee 68');
    expect(event.attendees[0]?.getParameter('cn')).toBe("Jürgen O'Brien-Müller");
  });

  it('places the viewing at its Berlin time before and after the change to summer time', () => {
    const before = parse(calendarInvite(BASE)).event;
    expect(before.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(before.startDate.toString()).toBe('2027-03-27T14:00:00');
    expect(before.startDate.toJSDate().toISOString()).toBe('2027-03-27T13:00:00.000Z');
    // The next day, summer time: 14:00 CEST is 12:00 UTC.
    const after = parse(
      calendarInvite({
        ...BASE,
        start: new Date('2027-03-28T12:00:00Z'),
        end: new Date('2027-03-28T12:30:00Z'),
      }),
    ).event;
    expect(after.startDate.toString()).toBe('2027-03-28T14:00:00');
    expect(after.startDate.toJSDate().toISOString()).toBe('2027-03-28T12:00:00.000Z');
    expect(after.endDate.toJSDate().toISOString()).toBe('2027-03-28T12:30:00.000Z');
    // And back in October: 10:00 CET on 31 October 2027 is 09:00 UTC.
    const autumn = parse(
      calendarInvite({
        ...BASE,
        start: new Date('2027-10-31T09:00:00Z'),
        end: new Date('2027-10-31T10:00:00Z'),
      }),
    ).event;
    expect(autumn.startDate.toString()).toBe('2027-10-31T10:00:00');
    expect(autumn.startDate.toJSDate().toISOString()).toBe('2027-10-31T09:00:00.000Z');
  });

  it('cancels the same event with a higher SEQUENCE', () => {
    const { calendar, event, component } = parse(calendarInvite({ ...BASE, method: 'CANCEL', sequence: 2 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(BASE.uid);
    expect(event.sequence).toBe(2);
    expect(component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    const text = calendarInvite({ ...BASE, description: 'Größe, Lage; Ausstattung – '.repeat(20) });
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(parse(text).event.description).toBe('Größe, Lage; Ausstattung – '.repeat(20));
  });
});

describe('the text rules', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds without splitting a character, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'ü'.repeat(100)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n ').join('')).toBe(line);
    for (const piece of folded.split('\r\n'))
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
  });
});
