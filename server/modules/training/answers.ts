// Answers to a class's own sign-up questions (trainings.signupFields, set in the console): sent as
// answers[<key>]=..., checked against the class's fields, kept on the sign-up under the same keys.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { SIGNUP_ANSWER_MAX, type ApiSignupField } from '@/contract/wire/training';
import { ApiError } from '@/server/http/api-error';

/** The raw answers: at most a few short strings under field keys. */
export const zAnswers = z
  .record(z.string().regex(/^f\d{1,3}$/, '字段不正确'), z.string().max(SIGNUP_ANSWER_MAX * 4, '回答过长'))
  .optional()
  .transform((v) => v ?? {});

/** The answers the class's fields ask for, trimmed; BadInput naming the field when one is missing or wrong. */
export function checkAnswers(fields: readonly ApiSignupField[], given: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const value = (given[f.key] ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
    const fail = (message: string) => new ApiError(Code.BadInput, `answers.${f.key}：${message}`);
    if (!value) {
      if (f.required) throw fail(f.type === 'choice' ? `请选择${f.label}` : `请填写${f.label}`);
      continue;
    }
    if ([...value].length > SIGNUP_ANSWER_MAX) throw fail(`${f.label}不能超过${SIGNUP_ANSWER_MAX}个字`);
    if (f.type === 'choice' && !f.options.includes(value)) throw fail(`${f.label}的选项不正确`);
    out[f.key] = value;
  }
  return out;
}
