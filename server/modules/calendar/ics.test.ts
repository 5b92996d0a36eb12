import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatChinaLocal, formatUtc, type IcsEvent } from './ics';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
/** RFC 5545 3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters but keeps Chinese text as it is', () => {
    expect(escapeText('高血压\u0007，管理\u0000')).toBe('高血压，管理');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into lines of at most 75 octets that start with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'基层医生如何读懂心电图'.repeat(6)}😀结束`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A broken UTF-8 sequence would not survive the round trip through bytes.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toMatch(/[\ud800-\udbff]$/);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('times', () => {
  it('writes China wall-clock time for TZID=Asia/Shanghai', () => {
    expect(formatChinaLocal(new Date('2025-03-01T11:30:00Z'))).toBe('20250301T193000');
    expect(formatChinaLocal(new Date('2025-12-31T16:05:00Z'))).toBe('20260101T000500');
  });

  it('writes UTC with a Z', () => {
    expect(formatUtc(new Date('2025-03-01T11:30:05.123Z'))).toBe('20250301T113005Z');
  });
});

describe('buildCalendar', () => {
  const event: IcsEvent = {
    uid: 'live-3@example.org',
    start: new Date('2025-03-01T11:30:00Z'),
    end: new Date('2025-03-01T13:00:00Z'),
    summary: '【直播】慢阻肺吸入装置的正确使用',
    description: '主讲：王医生, 主任医师;\n观看地址：http://example.org/live/3',
    location: '线上直播',
    url: 'http://example.org/live/3',
  };
  const ics = buildCalendar({ name: '培训学院日历', events: [event, { ...event, uid: 'live-4@example.org', alarmMinutes: null }], now: new Date('2025-02-01T00:00:00Z') });
  const lines = unfold(ics).split('\r\n');

  it('uses CRLF everywhere and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is a VCALENDAR with the Asia/Shanghai time zone and one VEVENT per event', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:Asia/Shanghai');
    expect(lines).toContain('TZOFFSETTO:+0800');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes the event in China time with its texts escaped', () => {
    expect(lines).toContain('DTSTART;TZID=Asia/Shanghai:20250301T193000');
    expect(lines).toContain('DTEND;TZID=Asia/Shanghai:20250301T210000');
    expect(lines).toContain('DTSTAMP:20250201T000000Z');
    expect(lines).toContain('UID:live-3@example.org');
    expect(lines).toContain('DESCRIPTION:主讲：王医生\\, 主任医师\\;\\n观看地址：http://example.org/live/3');
    expect(lines).toContain('URL;VALUE=URI:http://example.org/live/3');
    expect(lines).toContain('LOCATION:线上直播');
  });

  it('adds a display alarm 30 minutes before unless told not to', () => {
    expect(lines.filter((l) => l === 'TRIGGER:-PT30M')).toHaveLength(1);
    expect(lines.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(1);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});
