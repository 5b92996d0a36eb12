// admin/demand/results|texts|csv: a survey's answers for the editor. Only editor and admin (4003 for the
// rest, 1001 for guests); every count equals what the stored answer sets say; free text a page at a time;
// the export has one row per answer set, with a typed formula shown as text, never run.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiDemandResults, ApiDemandTextAnswer } from '@/contract/wire/admin-survey';
import { demandAnswers, demandQuestions } from '@/server/modules/demand/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { makeCallers } from '../content-test-helpers';

/** Seeded surveys (server/seed/activities.ts): 1 open and answered, its question 6 free text. */
const OPEN = 1;

describe('admin/demand/results|texts|csv', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let c: Awaited<ReturnType<typeof makeCallers>>;
  let textQuestion: number;

  beforeAll(async () => {
    c = await makeCallers(t.db, api, '10.43.9');
    const questions = await t.db.select().from(demandQuestions).where(eq(demandQuestions.demandId, OPEN));
    textQuestion = questions.find((q) => q.kind === 'text')!.id;
    // A person who types a formula: the export must show it, not let a spreadsheet run it.
    const someone = await userWithCookie(t.db);
    const answers: Record<string, number[] | string> = { [`q${textQuestion}`]: '=HYPERLINK("http://evil.example","点我")' };
    for (const q of questions.filter((x) => x.kind !== 'text')) answers[`q${q.id}`] = [0];
    await t.db.insert(demandAnswers).values({ demandId: OPEN, userId: someone.user.id, answers });
  });

  it('refuses every role but editor and admin (4003) and guests (1001)', async () => {
    for (const who of ['registrar', 'finance', 'store', 'learner', 'guest'] as const) {
      for (const [path, form, method] of [
        [`admin/demand/results/${OPEN}`, {}, 'POST'],
        [`admin/demand/texts/${OPEN}`, { questionId: String(textQuestion) }, 'POST'],
        [`admin/demand/csv/${OPEN}`, {}, 'GET'],
      ] as const) {
        const res = await api.call(path, form, { ...c.opts(who), method });
        expect(res.envelope?.code, `${who} ${path}`).toBe(who === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
      }
    }
  });

  it('counts every choice of every question as the stored answer sets say', async () => {
    const stored = await t.db.select().from(demandAnswers).where(eq(demandAnswers.demandId, OPEN));
    for (const who of ['editor', 'admin'] as const) {
      const { envelope } = await c.call<ApiDemandResults>(`admin/demand/results/${OPEN}`, {}, who);
      expect(envelope.code, who).toBe(0);
      const r = envelope.data;
      expect(r.answerCount).toBe(stored.length);
      expect(r.questions.length).toBeGreaterThan(2);
      for (const q of r.questions) {
        const values = stored.map((s) => s.answers[`q${q.id}`]).filter((v) => v !== undefined);
        if (q.kind === 'text') {
          expect(q.choices).toEqual([]);
          expect(q.answered).toBe(values.filter((v) => typeof v === 'string' && v.trim() !== '').length);
        } else {
          expect(q.answered, q.title).toBe(values.filter((v) => Array.isArray(v) && v.length > 0).length);
          q.choices.forEach((choice, i) => {
            expect(choice.count, `${q.title} ${choice.label}`).toBe(values.filter((v) => Array.isArray(v) && v.includes(i)).length);
          });
          expect(q.choices.reduce((n, x) => n + x.count, 0)).toBeGreaterThan(0);
        }
      }
    }
  });

  it('pages the free-text answers of one question, newest first', async () => {
    const all = (await c.call<ApiAdminPage<ApiDemandTextAnswer>>(`admin/demand/texts/${OPEN}`, { questionId: String(textQuestion), size: '100' }, 'editor')).envelope.data;
    expect(all.total).toBeGreaterThan(1);
    expect(all.list[0].text).toBe('=HYPERLINK("http://evil.example","点我")');
    const times = all.list.map((x) => x.answeredAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await c.call<ApiAdminPage<ApiDemandTextAnswer>>(`admin/demand/texts/${OPEN}`, { questionId: String(textQuestion), page: '2', size: '1' }, 'editor')).envelope.data;
    expect(second).toEqual({ total: all.total, list: [all.list[1]] });
  });

  it('answers 4000 for a choice question or a bad page, and 4004 for an unknown survey', async () => {
    const [choice] = await t.db.select().from(demandQuestions).where(eq(demandQuestions.demandId, OPEN)).limit(1);
    expect(choice.kind).not.toBe('text');
    expect((await c.call(`admin/demand/texts/${OPEN}`, { questionId: String(choice.id) }, 'editor')).envelope.code).toBe(Code.BadInput);
    const { envelope } = await c.call(`admin/demand/texts/${OPEN}`, { questionId: String(textQuestion), page: '0' }, 'editor');
    expect(envelope.code).toBe(Code.BadInput);
    expect(envelope.fields).toHaveProperty('page');
    expect((await c.call(`admin/demand/texts/${OPEN}`, {}, 'editor')).envelope.fields).toHaveProperty('questionId');
    expect((await c.call('admin/demand/results/99999', {}, 'editor')).envelope.code).toBe(Code.NotFound);
  });

  it('exports every answer set as CSV, choices by their labels, a typed formula as text', async () => {
    const stored = await t.db.select().from(demandAnswers).where(eq(demandAnswers.demandId, OPEN));
    const res = await api.call(`admin/demand/csv/${OPEN}`, {}, { ...c.opts('editor'), method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(stored.length + 1);
    expect(lines[0]).toMatch(/^答卷编号,提交时间,1\. /);
    expect(res.body).toContain('村卫生室');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""点我"")"`);
    expect(res.body).not.toMatch(/,=HYPERLINK/);
  });
});
