// A small iCalendar (RFC 5545) writer: one VCALENDAR with the Asia/Shanghai time zone and its events.
// Times are written as China wall-clock times with TZID=Asia/Shanghai (what a doctor in Henan expects to
// see), DTSTAMP in UTC as the RFC requires; text is escaped (3.3.11), lines are folded at 75 octets
// (3.1) and end with CRLF.
import { chinaParts } from '@/contract/time';

export const TZID = 'Asia/Shanghai';
const CRLF = '\r\n';
const MAX_OCTETS = 75;

export type IcsEvent = {
  /** Globally unique and stable, e.g. "live-3@academy.example.org": a re-import updates, not duplicates. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** An absolute http(s) address of the event's page. */
  url?: string;
  /** Minutes before the start for a display alarm; null for none. */
  alarmMinutes?: number | null;
};

export type IcsCalendar = {
  /** Shown by calendar apps as the calendar's name (X-WR-CALNAME). */
  name: string;
  description?: string;
  events: IcsEvent[];
  /** The moment the file is made (DTSTAMP). */
  now: Date;
  /** For subscribed feeds: how often apps should refetch, in minutes. */
  refreshMinutes?: number;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines; no other controls. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds one content line (RFC 5545 3.1): no line longer than 75 octets, continuation lines start with a
 * space; never splits a UTF-8 character (Chinese text is 3 octets a character).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0)!);
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A DATE-TIME in China wall-clock time, for use with TZID=Asia/Shanghai: "20250301T193000". */
export function formatChinaLocal(date: Date): string {
  const p = chinaParts(date);
  return `${pad(p.y, 4)}${pad(p.mo)}${pad(p.d)}T${pad(p.h)}${pad(p.mi)}${pad(p.s)}`;
}

/** A DATE-TIME in UTC: "20250301T113000Z". */
export function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** China has had no daylight saving since 1991: one STANDARD rule at +08:00 describes it. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  `X-LIC-LOCATION:${TZID}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: IcsEvent, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(now)}`,
    `DTSTART;TZID=${TZID}:${formatChinaLocal(event.start)}`,
    `DTEND;TZID=${TZID}:${formatChinaLocal(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // URL is a URI value, not TEXT: it is not escaped, only kept free of line breaks.
  if (event.url) lines.push(`URL;VALUE=URI:${event.url.replace(/[\r\n]/g, '')}`);
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE');
  const alarm = event.alarmMinutes === undefined ? 30 : event.alarmMinutes;
  if (alarm !== null) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.summary)}`,
      `TRIGGER:-PT${alarm}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole .ics file: folded lines joined and ended with CRLF. */
export function buildCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Henan Primary Care Academy//Calendar 1.0//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${TZID}`,
  ];
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  if (calendar.refreshMinutes) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`);
  }
  lines.push(...VTIMEZONE);
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.now));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
