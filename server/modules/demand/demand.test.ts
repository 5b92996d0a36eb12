// demand/detail, demand/answer and demand/current: one answer set per user, checked against the questions.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiHomeIndex } from '@/contract/api-types';
import type { ApiDemandCurrent, ApiDemandDetail, ApiDemandSaved } from '@/contract/wire/demand';
import type { ApiMessageList } from '@/contract/wire/message';
import { freshLoggedInApi } from '@/tests/api/logged-in';
import { getCacheBus } from '@/server/cache-bus';
import { findCurrentDemand, findCurrentDemandShared } from './current';
import { demandAnswers, demands, pointsLedger, users } from '@/server/db/schema';

/** Seeded surveys (server/seed/activities.ts): 1 open with questions q1..q6, 2 closed with q7, q8. */
const OPEN = 1;
const CLOSED = 2;

/** A complete, valid answer set for survey 1: single, single, multiple, single, single, text. */
const VALID = {
  answers: { q1: '1', q2: '0', q3: ['0', '2'], q4: '2', q5: '1', q6: '希望多开展急救技能实操培训' },
};

describe('training-needs survey endpoints', () => {
  const { t, api, cookies } = freshLoggedInApi({
    alice: ['13600000901', '10.9.0.2'],
    bob: ['13600000902', '10.9.0.3'],
  });

  const answer = (form: unknown, cookie = cookies.alice, id: number | string = OPEN) =>
    api.call<ApiDemandSaved>(`demand/answer/${id}`, form as Record<string, unknown>, { cookie, ip: '10.9.0.1' });
  // Alice's answer sets for the open survey (the seed has answered it for other people).
  const rowsOf = async () => t.db.select().from(demandAnswers).innerJoin(users, eq(users.id, demandAnswers.userId))
    .where(and(eq(demandAnswers.demandId, OPEN), eq(users.phone, '13600000901')))
    .then((rows) => rows.map((r) => r.demand_answers));

  describe('demand/detail/:id', () => {
    it('shows a guest the survey and its questions, with no answers', async () => {
      const res = await api.call<ApiDemandDetail>(`demand/detail/${OPEN}`, {}, { origin: null });
      expect(res.envelope.code).toBe(0);
      const d = res.envelope.data;
      expect(d).toMatchObject({ id: OPEN, status: 'open', answers: null, answeredAt: null });
      expect(d.questions.map((q) => q.kind)).toEqual(['single', 'single', 'multiple', 'single', 'single', 'text']);
      expect(d.questions[0]).toMatchObject({ id: 1, isRequired: true, choices: expect.arrayContaining(['乡镇卫生院']) });
      expect(d.intro).toContain('<p>');
    });

    it('answers NotFound for an unknown survey and BadInput for a non-numeric id', async () => {
      expect((await api.call('demand/detail/999')).envelope.code).toBe(Code.NotFound);
      expect((await api.call('demand/detail/abc')).envelope.code).toBe(Code.BadInput);
      expect((await api.call('demand/detail/1%2F..')).envelope.code).toBe(Code.BadInput);
    });
  });

  describe('demand/answer/:id', () => {
    it('needs a login', async () => {
      expect((await api.call(`demand/answer/${OPEN}`, VALID)).envelope.code).toBe(Code.NotLoggedIn);
    });

    it('stores a valid answer set and shows it back to its author only', async () => {
      const res = await answer(VALID);
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data.answers).toEqual({ q1: [1], q2: [0], q3: [0, 2], q4: [2], q5: [1], q6: '希望多开展急救技能实操培训' });
      const mine = await api.call<ApiDemandDetail>(`demand/detail/${OPEN}`, {}, { cookie: cookies.alice });
      expect(mine.envelope.data.answers).toEqual(res.envelope.data.answers);
      expect(mine.envelope.data.answeredAt).toBe(res.envelope.data.answeredAt);
      // The seeded answers plus this one: the count is the stored answer sets.
      const stored = await t.db.select().from(demandAnswers).where(eq(demandAnswers.demandId, OPEN));
      expect(stored.some((r) => r.userId !== null)).toBe(true);
      expect(mine.envelope.data.respondents).toBe(stored.length);
      const bobs = await api.call<ApiDemandDetail>(`demand/detail/${OPEN}`, {}, { cookie: cookies.bob });
      expect(bobs.envelope.data.answers).toBeNull();
    });

    it('replaces the answer set on a second save (one per user); an optional text may be left out', async () => {
      const rest: Record<string, unknown> = { ...VALID.answers };
      delete rest.q6;
      const res = await answer({ answers: { ...rest, q3: ['5'] } });
      expect(res.envelope.data.answers).toEqual({ q1: [1], q2: [0], q3: [5], q4: [2], q5: [1] });
      const rows = await rowsOf();
      expect(rows).toHaveLength(1);
      expect(rows[0].answers).toEqual(res.envelope.data.answers);
    });

    it('pays the surveyAnswered points once, however often the answers are saved', async () => {
      const ledger = await t.db
        .select()
        .from(pointsLedger)
        .innerJoin(users, eq(users.id, pointsLedger.userId))
        .where(and(eq(users.phone, '13600000901'), eq(pointsLedger.refKey, `demand:${OPEN}`)));
      expect(ledger).toHaveLength(1);
      expect(ledger[0].points_ledger).toMatchObject({ rule: 'surveyAnswered', delta: 10 });
      const [alicesRow] = await t.db.select().from(users).where(eq(users.phone, '13600000901'));
      expect(alicesRow.points).toBe(10);
    });

    it('refuses answers that do not fit the questions, storing nothing', async () => {
      const before = await rowsOf();
      const bad: [string, unknown][] = [
        ['unknown question', { answers: { ...VALID.answers, q99: '1' } }],
        ['question of another survey', { answers: { ...VALID.answers, q7: ['0'] } }],
        ['not a question key', { answers: { ...VALID.answers, 1: '1' } }],
        ['choice not offered', { answers: { ...VALID.answers, q1: '5' } }],
        ['negative choice', { answers: { ...VALID.answers, q1: '-1' } }],
        ['two choices on a single question', { answers: { ...VALID.answers, q1: ['0', '1'] } }],
        ['repeated choice', { answers: { ...VALID.answers, q3: ['1', '1'] } }],
        ['required question missing', { answers: { ...VALID.answers, q2: undefined } }],
        ['required multiple left empty', { answers: { ...VALID.answers, q3: '' } }],
        ['text too long', { answers: { ...VALID.answers, q6: '字'.repeat(501) } }],
        ['text as a list', { answers: { ...VALID.answers, q6: ['a', 'b'] } }],
        ['nested object', { answers: { ...VALID.answers, q1: { a: '1' } } }],
        ['answers not an object', 'answers=1'],
        ['nothing at all', {}],
      ];
      for (const [name, form] of bad) {
        const res = await api.call(`demand/answer/${OPEN}`, form as Record<string, unknown>, { cookie: cookies.bob, ip: '10.9.0.4' });
        expect(res.envelope.code, name).toBe(Code.BadInput);
      }
      const after = await rowsOf();
      expect(after).toEqual(before);
    });

    it('refuses answers outside the survey’s time, and unknown surveys', async () => {
      expect((await answer({ answers: { q7: ['0'] } }, cookies.alice, CLOSED)).envelope.code).toBe(Code.SurveyClosed);
      await t.db.update(demands).set({ startAt: new Date(Date.now() + 86_400_000) }).where(eq(demands.id, OPEN));
      expect((await answer(VALID, cookies.bob)).envelope.code).toBe(Code.SurveyClosed);
      await t.db.update(demands).set({ startAt: new Date(Date.now() - 86_400_000) }).where(eq(demands.id, OPEN));
      expect((await answer(VALID, cookies.alice, 999)).envelope.code).toBe(Code.NotFound);
      expect((await answer(VALID, cookies.alice, 'x')).envelope.code).toBe(Code.BadInput);
    });

    it('refuses a foreign origin', async () => {
      const res = await api.call(`demand/answer/${OPEN}`, VALID, { cookie: cookies.bob, origin: 'https://evil.example' });
      expect(res.status).toBe(403);
    });
  });

  describe('demand/current', () => {
    const current = async (cookie?: string) => (await api.call<ApiDemandCurrent>('demand/current', {}, { cookie, origin: null })).envelope.data;

    it('names the open survey for links elsewhere', async () => {
      const res = await api.call<ApiDemandCurrent>('demand/current', {}, { origin: null });
      expect(res.envelope.data).toMatchObject({ id: OPEN, title: expect.stringContaining('培训需求调查') });
    });

    it('is the same for every visitor and kept a few seconds, until a cache-bus message', async () => {
      await getCacheBus().publish(t.db, 'test:demand');
      expect((await current())?.id).toBe(OPEN);
      await t.db.update(demands).set({ isPublished: false }).where(eq(demands.id, OPEN));
      try {
        // The next visitors, logged in or not, get the same answer without a query ...
        expect((await current(cookies.alice))?.id).toBe(OPEN);
        expect((await current())?.id).toBe(OPEN);
        // ... until staff change something (admin/demand/save publishes in its transaction).
        await getCacheBus().publish(t.db, 'test:demand');
        expect(await current(cookies.alice)).toBeNull();
      } finally {
        await t.db.update(demands).set({ isPublished: true }).where(eq(demands.id, OPEN));
        await getCacheBus().publish(t.db, 'test:demand');
      }
    });

    it('opens and closes a survey on time, without a message', async () => {
      const [open] = await t.db.select().from(demands).where(eq(demands.id, OPEN));
      await getCacheBus().publish(t.db, 'test:demand');
      const at = (ms: number) => findCurrentDemandShared(t.db, new Date(ms));
      expect((await at(Date.now()))?.id).toBe(OPEN);
      // Kept from here on: the same read answers for a later moment, when the survey has closed ...
      expect((await at(open.endAt.getTime() - 1))?.id).toBe(OPEN);
      expect((await at(open.endAt.getTime()))?.id).not.toBe(OPEN);
      // ... and for the moment before it opened.
      expect((await at(open.startAt.getTime() - 1))?.id).not.toBe(OPEN);
      expect(await at(open.endAt.getTime())).toEqual(await findCurrentDemand(t.db, open.endAt));
    });
  });

  // Issue 7 item 11: the survey was reachable from the sitemap only.
  describe('where a learner finds the survey', () => {
    it('puts the open survey on the home page data (home/index)', async () => {
      const res = await api.call<ApiHomeIndex>('home/index', {}, { origin: null });
      expect(res.envelope.data.demand).toMatchObject({ id: OPEN, title: expect.stringContaining('培训需求调查') });
    });

    it('links the invitation message to the open survey', async () => {
      const demo = (await api.login('13800000000', { ip: '10.9.0.4' })).cookie;
      const list = await api.call<ApiMessageList>('user/message/list', { pageSize: '50' }, { cookie: demo, ip: '10.9.0.4' });
      expect(list.envelope.code).toBe(0);
      const invite = list.envelope.data.list.find((m) => m.title === '培训需求调查邀请');
      expect(invite?.link).toBe(`/demand/${OPEN}`);
      const open = await api.call<ApiDemandDetail>(`demand/detail/${OPEN}`, {}, { origin: null });
      expect(open.envelope.data.status).toBe('open');
    });
  });
});
