// admin/demand/results/:id (editor): a survey's answers counted per question and choice, for the charts;
// admin/demand/texts/:id: the written answers to one text question, newest first, a page at a time;
// admin/demand/csv/:id (GET): every answer set as a spreadsheet, one row per person, one column per question.
// Counting runs in the database (jsonb), so a survey with thousands of answers is not read into memory for it.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { formatChinaMinute, formatDate } from '@/contract/time';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminDemandQuestion } from '@/contract/wire/admin-content';
import type { ApiDemandResults, ApiDemandTextAnswer } from '@/contract/wire/admin-survey';
import { answerKey } from '@/contract/wire/demand';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { csvDownload } from '@/server/http/csv';
import { zId } from '@/server/http/inputs';
import { toSeconds } from '@/server/modules/common/time';
import { demandAnswers, demands } from '@/server/modules/demand/schema';
import { demandStatus } from '@/server/modules/demand/status';
import { defineAdminRoute } from '../guard';
import { zAdminPage } from '../list-inputs';
import { countAnswers, loadAdminQuestions } from './queries';

async function findDemandOr404(db: Db, id: number) {
  const [row] = await db.select().from(demands).where(eq(demands.id, id)).limit(1);
  if (!row) throw new ApiError(Code.NotFound, '该调查不存在');
  return row;
}

type Tally = { key: string; choice: number; n: number };

/** How many picked each choice, per question key ("q12"); only array answers are choices. */
async function tallyChoices(db: Db, demandId: number): Promise<Tally[]> {
  const result = await db.execute(sql`
    select e.key as key, c.value::int as choice, count(*)::int as n
    from ${demandAnswers} a
    cross join lateral jsonb_each(a.answers) e
    cross join lateral jsonb_array_elements_text(case when jsonb_typeof(e.value) = 'array' then e.value else '[]'::jsonb end) c
    where a.demand_id = ${demandId}
    group by e.key, c.value`);
  return (result as unknown as { rows: Tally[] }).rows;
}

/** How many answer sets answer each question: a non-empty choice list or a non-blank text. */
async function tallyAnswered(db: Db, demandId: number): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select e.key as key, count(*)::int as n
    from ${demandAnswers} a
    cross join lateral jsonb_each(a.answers) e
    where a.demand_id = ${demandId}
      and ((jsonb_typeof(e.value) = 'array' and jsonb_array_length(e.value) > 0)
        or (jsonb_typeof(e.value) = 'string' and btrim(e.value #>> '{}') <> ''))
    group by e.key`);
  return new Map((result as unknown as { rows: { key: string; n: number }[] }).rows.map((r) => [r.key, Number(r.n)]));
}

export const adminDemandResults = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiDemandResults> => {
    const demand = await findDemandOr404(db, id);
    const [questions, tallies, answered, answerCount] = [
      await loadAdminQuestions(db, id), await tallyChoices(db, id), await tallyAnswered(db, id), await countAnswers(db, id),
    ];
    return {
      id, title: demand.title, stage: demandStatus(demand, new Date()),
      startAt: formatChinaMinute(demand.startAt), endAt: formatChinaMinute(demand.endAt), answerCount,
      questions: questions.map((q) => {
        const key = answerKey(q.id);
        const picks = (i: number) => Number(tallies.find((t) => t.key === key && Number(t.choice) === i)?.n ?? 0);
        return {
          id: q.id, kind: q.kind, title: q.title, isRequired: q.isRequired, answered: answered.get(key) ?? 0,
          choices: q.kind === 'text' ? [] : q.choices.map((label, i) => ({ label, count: picks(i) })),
        };
      }),
    };
  },
});

export const ZDemandTextsInput = z.object({
  id: zId,
  questionId: zId,
  ...zAdminPage,
});

export const adminDemandTexts = defineAdminRoute({
  roles: ['editor'],
  input: ZDemandTextsInput,
  handler: async ({ id, questionId, page, size }, { db }): Promise<ApiAdminPage<ApiDemandTextAnswer>> => {
    await findDemandOr404(db, id);
    const question = (await loadAdminQuestions(db, id)).find((q) => q.id === questionId && q.kind === 'text');
    if (!question) throw new ApiError(Code.BadInput, '该问题不是本调查的填空题');
    const text = sql<string>`${demandAnswers.answers} ->> ${answerKey(questionId)}`;
    const where = and(eq(demandAnswers.demandId, id), sql`btrim(coalesce(${text}, '')) <> ''`);
    const [{ total }] = await db.select({ total: count() }).from(demandAnswers).where(where);
    const rows = await db
      .select({ id: demandAnswers.id, text, at: demandAnswers.updatedAt })
      .from(demandAnswers)
      .where(where)
      .orderBy(desc(demandAnswers.updatedAt), desc(demandAnswers.id))
      .limit(size)
      .offset((page - 1) * size);
    return { total, list: rows.map((r) => ({ id: r.id, text: r.text, answeredAt: toSeconds(r.at) })) };
  },
});

/** One question's answer in a cell: the chosen choices' labels, or the text. */
function cellOf(q: ApiAdminDemandQuestion, value: number[] | string | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value.map((i) => q.choices[i] ?? `#${i + 1}`).join('；');
}

export const adminDemandCsv = defineAdminRoute({
  roles: ['editor'],
  methods: ['GET'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }) => {
    const demand = await findDemandOr404(db, id);
    const questions = await loadAdminQuestions(db, id);
    const rows = await db
      .select({ id: demandAnswers.id, answers: demandAnswers.answers, at: demandAnswers.updatedAt })
      .from(demandAnswers)
      .where(eq(demandAnswers.demandId, id))
      .orderBy(asc(demandAnswers.createdAt), asc(demandAnswers.id));
    return csvDownload(
      `${demand.title.replace(/[\\/:*?"<>|]/g, '')}-答卷.csv`,
      ['答卷编号', '提交时间', ...questions.map((q, i) => `${i + 1}. ${q.title}`)],
      rows.map((r) => [
        r.id, formatDate(toSeconds(r.at), 'YYYY-MM-DD HH:mm'), ...questions.map((q) => cellOf(q, r.answers[answerKey(q.id)])),
      ]),
    );
  },
});
