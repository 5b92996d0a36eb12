// Answers to the demo training-needs surveys (activities.ts), so that "已有N人参与" counts stored answer
// sets and the points the demo learner got for answering (gift-store.ts, 'surveyAnswered') go with an
// answer of his: the competition entrants (data/cases.ts) answered the closed survey and some answered
// the open one; the demo learner answered the open one. Every answer lies inside its survey's period.
// Deterministic: everything follows from the content and `now`.
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { demandAnswers, demandQuestions, demands } from '@/server/modules/demand/schema';
import { users } from '@/server/modules/passport/schema';
import { DEMO_USERS } from './accounts';
import { ENTRANTS } from './data/cases';
import { DAY_MS, HOUR_MS } from './text';

/** The open survey the demo learner answered, and when (gift-store.ts pays for it on the same day). */
export const LEARNER_SURVEY = { demandId: 1, daysAgo: 10 } as const;
const TEXTS = ['希望多开展急救技能实操培训', '建议增加线上直播课程的回放时间', '希望培训地点就近安排到县里', '多讲一些基层常见病的用药'];

export async function seedDemandAnswers(tx: Tx, now: number): Promise<void> {
  const surveys = await tx.select().from(demands).orderBy(asc(demands.id));
  const questions = await tx.select().from(demandQuestions).orderBy(asc(demandQuestions.demandId), asc(demandQuestions.sort));
  const people = await tx.select({ id: users.id, phone: users.phone }).from(users)
    .where(inArray(users.phone, [DEMO_USERS[0].phone!, ...ENTRANTS.map((e) => e.phone)]));
  const idOf = new Map(people.map((p) => [p.phone, p.id]));

  const rows: (typeof demandAnswers.$inferInsert)[] = [];
  const answer = (demandId: number, userId: number | undefined, at: number, n: number) => {
    const survey = surveys.find((s) => s.id === demandId);
    if (!survey || !userId) return;
    // Inside the period, and never in the future.
    const time = Math.min(Math.max(at, survey.startAt.getTime() + HOUR_MS), survey.endAt.getTime() - HOUR_MS, now - HOUR_MS);
    const set: Record<string, number[] | string> = {};
    questions.filter((q) => q.demandId === demandId).forEach((q, k) => {
      if (q.kind === 'text') {
        if (n % 2 === 0) set[`q${q.id}`] = TEXTS[n % TEXTS.length];
      } else if (q.kind === 'multiple') {
        set[`q${q.id}`] = [n % q.choices.length, (n + k + 1) % q.choices.length].filter((v, i, a) => a.indexOf(v) === i).sort();
      } else {
        set[`q${q.id}`] = [(n + k) % q.choices.length];
      }
    });
    rows.push({ demandId, userId, answers: set, createdAt: new Date(time), updatedAt: new Date(time) });
  };

  const closed = surveys.find((s) => s.endAt.getTime() <= now);
  const open = surveys.find((s) => s.id === LEARNER_SURVEY.demandId);
  ENTRANTS.forEach((e, n) => {
    if (closed) answer(closed.id, idOf.get(e.phone), closed.startAt.getTime() + (n + 1) * DAY_MS, n);
    if (open && n % 3 === 0) answer(open.id, idOf.get(e.phone), open.startAt.getTime() + (n + 1) * HOUR_MS * 5, n);
  });
  answer(LEARNER_SURVEY.demandId, idOf.get(DEMO_USERS[0].phone!), now - LEARNER_SURVEY.daysAgo * DAY_MS, 1);
  if (rows.length) await tx.insert(demandAnswers).values(rows);
}
