// Checks a submitted answer set against the survey's own questions (they come from the database, so
// the form's schema is only known at run time): unknown questions, choices not offered, text too long
// and required questions left empty are refused with BadInput, naming the question.
import { Code } from '@/contract/codes';
import { answerKey, DEMAND_LIMITS, type ApiDemandAnswers, type ApiDemandQuestion } from '@/contract/wire/demand';
import { ApiError } from '@/server/http/api-error';
import type { FormValue } from '@/server/http/form';

const INDEX = /^\d{1,3}$/;

function bad(message: string): ApiError {
  return new ApiError(Code.BadInput, message);
}

/** Indexes from a form value: "2" or ["0", "3"]. */
function readIndexes(value: FormValue, q: ApiDemandQuestion): number[] {
  const list = typeof value === 'string' ? (value === '' ? [] : [value]) : Array.isArray(value) ? value : null;
  if (!list || !list.every((v): v is string => typeof v === 'string' && INDEX.test(v))) throw bad(`“${q.title}”的选项不正确`);
  const indexes = [...new Set(list.map(Number))].sort((a, b) => a - b);
  if (indexes.length !== list.length || indexes.some((i) => i >= q.choices.length)) throw bad(`“${q.title}”的选项不正确`);
  return indexes;
}

function cleanText(value: FormValue, q: ApiDemandQuestion): string {
  if (typeof value !== 'string') throw bad(`“${q.title}”的回答不正确`);
  const text = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  if ([...text].length > DEMAND_LIMITS.text) throw bad(`“${q.title}”的回答不能超过${DEMAND_LIMITS.text}个字`);
  return text;
}

/** The answer set to store, or a BadInput naming the first problem. */
export function validateAnswers(questions: ApiDemandQuestion[], raw: Record<string, FormValue>): ApiDemandAnswers {
  const byKey = new Map(questions.map((q) => [answerKey(q.id), q]));
  for (const key of Object.keys(raw)) {
    if (!byKey.has(key)) throw bad('提交了问卷中不存在的问题');
  }
  const answers: ApiDemandAnswers = {};
  for (const q of questions) {
    const key = answerKey(q.id);
    const value = raw[key];
    let answer: number[] | string | undefined;
    if (value !== undefined) {
      if (q.kind === 'text') {
        answer = cleanText(value, q) || undefined;
      } else {
        const indexes = readIndexes(value, q);
        if (q.kind === 'single' && indexes.length > 1) throw bad(`“${q.title}”只能选一项`);
        answer = indexes.length ? indexes : undefined;
      }
    }
    if (answer === undefined) {
      if (q.isRequired) throw bad(`请回答：${q.title}`);
      continue;
    }
    answers[key] = answer;
  }
  return answers;
}
