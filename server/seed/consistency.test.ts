// The demo data agrees with itself (issue 7, item 15): reminders name the real date of a real class or
// broadcast and link to it; a class runs from its first session to its last; a survey's participants
// are its stored answers, and the points paid for answering go with an answer inside its period.
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { ApiDemandDetail } from '@/contract/wire/demand';
import { freshTestDb } from '@/tests/api/test-db';
import * as s from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { DEMO_USERS } from './accounts';
import { buildContent } from './content';
import { cnDate, cnTime } from './text';

describe('the demo data agrees with itself', () => {
  const t = freshTestDb();

  /** The demo accounts' reminders whose title matches, one each, with the id their link names. */
  async function demoReminders(title: SQL, link: RegExp) {
    const rows = await t.db.select().from(s.messages).innerJoin(s.users, eq(s.users.id, s.messages.userId))
      .where(and(inArray(s.users.phone, DEMO_USERS.map((u) => u.phone!)), title));
    expect(rows).toHaveLength(DEMO_USERS.length);
    return rows.map(({ messages: m }) => ({ m, id: Number(link.exec(m.link ?? '')?.[1]) }));
  }

  it('reminds of a broadcast on its real day, linking to that broadcast', async () => {
    for (const { m, id } of await demoReminders(like(s.messages.title, '直播预告%'), /^\/live\/(\d+)$/)) {
      expect(id, m.link ?? 'no link').toBeGreaterThan(0);
      const [live] = await t.db.select().from(s.lives).where(eq(s.lives.id, id));
      expect(m.body).toContain(`${cnDate(live.startAt)}`);
      expect(m.body).toContain(cnTime(live.startAt));
      expect(m.body).toContain(live.title);
      expect(live.startAt.getTime()).toBeGreaterThan(m.createdAt.getTime());
    }
  });

  it('reminds of a sign-up deadline that is the class\'s own, linking to the class', async () => {
    for (const { m, id } of await demoReminders(eq(s.messages.title, '培训班报名提醒'), /^\/training\/(\d+)$/)) {
      const [training] = await t.db.select().from(s.trainings).where(eq(s.trainings.id, id));
      expect(training, m.link ?? 'no link').toBeDefined();
      expect(m.body).toContain(training.title);
      expect(m.body).toContain(cnDate(training.signupEndAt));
      expect(training.signupEndAt.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('counts every live sign-up in its class\'s seats taken', async () => {
    const classes = await t.db.select().from(s.trainings);
    const signups = await t.db.select().from(s.trainingSignups);
    const withRoster = classes.filter((c) => signups.some((x) => x.trainingId === c.id));
    expect(withRoster.length).toBeGreaterThan(0);
    // The content's own count (registrations taken before the site) plus the seeded site sign-ups.
    const planned = new Map(buildContent(Date.now()).trainings.map((x) => [x.id, x.seatsTaken ?? 0]));
    for (const c of withRoster) {
      const live = signups.filter((x) => x.trainingId === c.id && x.status !== 'cancelled').length;
      expect(c.seatsTaken, c.title).toBe(Math.min(c.seatsTotal, planned.get(c.id)! + live));
    }
  });

  it('runs every class from its first session to its last', async () => {
    const classes = await t.db.select().from(s.trainings);
    const sessions = await t.db.select().from(s.trainingSessions);
    for (const c of classes) {
      const own = sessions.filter((x) => x.trainingId === c.id);
      expect(own.length, c.title).toBeGreaterThan(0);
      const first = Math.min(...own.map((x) => x.startAt.getTime()));
      const last = Math.max(...own.map((x) => x.endAt.getTime()));
      expect(first, c.title).toBeGreaterThanOrEqual(c.startAt.getTime());
      expect(last, c.title).toBeLessThanOrEqual(c.endAt.getTime());
      // The class starts with its first session and ends with its last (a same-day extra session aside).
      expect(new Date(first + 8 * 3_600_000).toISOString().slice(0, 10), c.title).toBe(new Date(c.startAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10));
      expect(new Date(last + 8 * 3_600_000).toISOString().slice(0, 10), c.title).toBe(new Date(c.endAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10));
    }
  });

  it('counts a survey\'s participants from its stored answers, which lie inside its period', async () => {
    const api = createApiCaller(t.db);
    const surveys = await t.db.select().from(s.demands);
    const answers = await t.db.select().from(s.demandAnswers);
    for (const d of surveys) {
      const own = answers.filter((a) => a.demandId === d.id);
      const detail = (await api.call<ApiDemandDetail>(`demand/detail/${d.id}`, {}, { origin: null })).envelope.data;
      expect(detail.respondents, d.title).toBe(own.length);
      // A survey that has ended was answered by someone.
      if (d.endAt.getTime() < Date.now()) expect(own.length, d.title).toBeGreaterThan(0);
      for (const a of own) {
        expect(a.createdAt.getTime(), d.title).toBeGreaterThanOrEqual(d.startAt.getTime());
        expect(a.createdAt.getTime(), d.title).toBeLessThanOrEqual(Math.min(d.endAt.getTime(), Date.now()));
      }
    }
    // Points paid for answering a survey go with that user's answer, given inside the period.
    const paid = await t.db.select().from(s.pointsLedger).where(eq(s.pointsLedger.rule, 'surveyAnswered'));
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) {
      const demandId = Number(p.refKey.replace('demand:', ''));
      const mine = answers.find((a) => a.demandId === demandId && a.userId === p.userId);
      expect(mine, p.refKey).toBeDefined();
      const survey = surveys.find((d) => d.id === demandId)!;
      expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(survey.startAt.getTime());
    }
  });
});
