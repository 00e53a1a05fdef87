/**
 * A viewing as an iCalendar invitation (RFC 5545, iTIP METHOD REQUEST / CANCEL per RFC 5546), for the confirmation,
 * change and cancellation mails. Times are written in Europe/Berlin with the zone's rules, so a calendar shows the
 * viewing at the Berlin time the buyer booked across the daylight-saving change.
 *
 * Runtime-neutral: no imports (Deno edge functions, the local backend and the tests).
 */

export interface InvitePerson {
  name: string;
  email: string;
}

export interface CalendarInvite {
  /** Stable per booking: every change and the cancellation replace the same event in the buyer's calendar. */
  uid: string;
  /** Rises with every change (RFC 5545 3.8.7.4); a calendar ignores an update with a lower one. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organizer: InvitePerson;
  attendee: InvitePerson;
  /** The buyer's personal page to move or cancel the booking. */
  url?: string;
}

const ZONE = 'Europe/Berlin';

/** The zone's rules since 1996 (EU summer time): the calendar needs them to place a TZID time. */
const BERLIN_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const berlinParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A local DATE-TIME in Berlin, e.g. 20270328T140000. */
function berlinDateTime(instant: Date): string {
  const part = Object.fromEntries(berlinParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}

/** A UTC DATE-TIME, e.g. 20270328T120000Z. */
function utcDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A TEXT value (3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (3.2): quoted, as names hold commas and colons; a double quote cannot be written at all. */
function paramValue(text: string): string {
  return `"${text.replace(/["\r\n]/g, '')}"`;
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets folded (3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The continuation lines start with a space, which counts.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

function person(role: 'ORGANIZER' | 'ATTENDEE', who: InvitePerson, attendee: boolean): string {
  const params = attendee ? ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE' : '';
  return `${role};CN=${paramValue(who.name)}${params}:mailto:${who.email}`;
}

/** The invitation as an .ics file's text (CRLF line ends, as the standard requires). */
export function calendarInvite(invite: CalendarInvite): string {
  const cancelled = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Grabbeallee 68//Viewings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    ...BERLIN_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcDateTime(invite.stamp)}`,
    `DTSTART;TZID=${ZONE}:${berlinDateTime(invite.start)}`,
    `DTEND;TZID=${ZONE}:${berlinDateTime(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `LOCATION:${escapeText(invite.location)}`,
    ...(invite.url ? [`URL:${invite.url}`] : []),
    person('ORGANIZER', invite.organizer, false),
    person('ATTENDEE', invite.attendee, true),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
