// The case-competition entry form (/activity/{id}; activity/entrySave/{id}). The attachment is uploaded
// first (activity/upload) and named here by its uploadId; the competition's id is the path's.
import { z } from 'zod';
import { ENTRY_LIMITS } from '../wire/activity';
import { UPLOAD_ID, zText } from './fields';

/** One line of text: newlines and runs of spaces become one space. */
const zLine = (max: number, label: string) =>
  zText(max, label)
    .transform((s) => s.replace(/\s+/g, ' '))
    .refine((s) => s.length > 0, `请填写${label}`);

export const entryForm = z.object({
  title: zLine(ENTRY_LIMITS.title, '病例标题'),
  department: zLine(ENTRY_LIMITS.department, '科室'),
  abstract: zText(ENTRY_LIMITS.abstract, '病例摘要').refine(
    (s) => [...s].length >= ENTRY_LIMITS.abstractMin,
    `病例摘要至少${ENTRY_LIMITS.abstractMin}个字`,
  ),
  /** A new attachment from activity/upload; absent keeps the current one. */
  uploadId: z
    .string()
    .regex(UPLOAD_ID, '附件不正确，请重新上传')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type EntryFormInput = z.input<typeof entryForm>;
