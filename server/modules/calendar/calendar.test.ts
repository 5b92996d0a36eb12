import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { freshTestDb } from '@/tests/api/test-db';
import { bases, lives, trainingSessions, trainings } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { formatChinaLocal } from './ics';

const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');
const lines = (body: string) => unfold(body).split('\r\n');

describe('calendar/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const get = (path: string, query: Record<string, string> = {}) => api.call(path, query, { method: 'GET' });

  describe('calendar/live/:id', () => {
    it('downloads one event in China time with a 30-minute reminder', async () => {
      const [live] = await t.db.select().from(lives).where(eq(lives.id, 3));
      const res = await get('calendar/live/3', { _t: '123' });
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['Content-Disposition']).toMatch(/^attachment; filename="live-3\.ics"; filename\*=UTF-8''/);
      expect(res.headers['Cache-Control']).toBe('public, max-age=300');
      const l = lines(res.body);
      expect(l.filter((x) => x === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(l).toContain(`DTSTART;TZID=Asia/Shanghai:${formatChinaLocal(live.startAt)}`);
      expect(l).toContain(`DTEND;TZID=Asia/Shanghai:${formatChinaLocal(live.endAt)}`);
      // The seed's upcoming broadcasts start at 19:30 Beijing time.
      expect(l.find((x) => x.startsWith('DTSTART;'))).toMatch(/T193000$/);
      expect(l).toContain(`SUMMARY:【直播】${live.title}`);
      expect(l).toContain('TRIGGER:-PT30M');
      expect(l).toContain('URL;VALUE=URI:http://localhost:3000/live/3');
      expect(l.find((x) => x.startsWith('UID:'))).toBe('UID:live-3@localhost');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['999', 'abc', '0', '12345678901']) {
        const res = await get(`calendar/live/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.envelope.code, id).toBe(Code.NotFound);
      }
    });

    it('refuses POST', async () => {
      expect((await api.call('calendar/live/3')).status).toBe(405);
    });
  });

  describe('calendar/training/:id', () => {
    it('has one event per session at its place, with the base address', async () => {
      const [training] = await t.db
        .select({ id: trainings.id, title: trainings.title, address: bases.address })
        .from(trainings)
        .innerJoin(bases, eq(bases.id, trainings.baseId))
        .orderBy(asc(trainings.id))
        .limit(1);
      const sessions = await t.db
        .select()
        .from(trainingSessions)
        .where(eq(trainingSessions.trainingId, training.id))
        .orderBy(asc(trainingSessions.startAt), asc(trainingSessions.id));
      expect(sessions.length).toBeGreaterThan(0);
      const res = await get(`calendar/training/${training.id}`);
      expect(res.status).toBe(200);
      expect(res.headers['Content-Disposition']).toContain(`filename="training-${training.id}.ics"`);
      const l = lines(res.body);
      expect(l.filter((x) => x === 'BEGIN:VEVENT')).toHaveLength(sessions.length);
      expect(l.filter((x) => x === 'TRIGGER:-PT30M')).toHaveLength(sessions.length);
      expect(l).toContain(`DTSTART;TZID=Asia/Shanghai:${formatChinaLocal(sessions[0].startAt)}`);
      const locations = l.filter((x) => x.startsWith('LOCATION:'));
      expect(locations).toHaveLength(sessions.length);
      for (const loc of locations) expect(loc).toContain(training.address.replace(/[,;]/g, (c) => `\\${c}`));
      expect(l.some((x) => x.startsWith('SUMMARY:【培训】') && x.includes(training.title))).toBe(true);
      // The check-in code is for attendees on site, never in a public file.
      for (const s of sessions) expect(res.body).not.toContain(s.checkinCode);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['99999', 'x1']) expect((await get(`calendar/training/${id}`)).status).toBe(404);
    });
  });

  describe('calendar/feed', () => {
    it('lists upcoming lives and training sessions of the next 90 days', async () => {
      const res = await get('calendar/feed');
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['Content-Disposition']).toMatch(/^inline/);
      const l = lines(res.body);
      expect(l).toContain('X-WR-TIMEZONE:Asia/Shanghai');
      const uids = l.filter((x) => x.startsWith('UID:'));
      // Seed: 2 live now and 6 upcoming, all within 13 days.
      expect(uids.filter((u) => u.startsWith('UID:live-'))).toHaveLength(8);
      expect(uids.some((u) => u.startsWith('UID:training-session-'))).toBe(true);
      expect(uids.some((u) => u === 'UID:live-9@localhost')).toBe(false);
      const now = formatChinaLocal(new Date());
      const horizon = formatChinaLocal(new Date(Date.now() + 90 * 86_400_000));
      const starts = l.filter((x) => x.startsWith('DTSTART;')).map((x) => x.split(':')[1]);
      expect(starts).toEqual([...starts].sort());
      for (const s of starts) expect(s < horizon).toBe(true);
      const ends = l.filter((x) => x.startsWith('DTEND;')).map((x) => x.split(':')[1]);
      for (const e of ends) expect(e > now).toBe(true);
    });
  });
});
