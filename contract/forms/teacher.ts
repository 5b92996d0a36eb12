// The lecturer certification form (/user/teacher; user/teacher/save). The attachment is uploaded first
// (user/teacher/upload) and named here by its uploadId; its type and size are checked by its bytes.
import { z } from 'zod';
import { TEACHER_LIMITS } from '../wire/user-teacher';
import { UPLOAD_ID, zText } from './fields';

const zValue = (label: string) => z.string({ error: `请选择${label}` }).regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/, `请选择${label}`);

export const teacherForm = z.object({
  professionalTitle: zValue('职称'),
  yearsOfPractice: z
    .string({ error: '请填写从业年限' })
    .regex(/^\d{1,2}$/, '从业年限应为整数')
    .transform(Number)
    .refine((n) => n <= TEACHER_LIMITS.yearsMax, `从业年限不能超过${TEACHER_LIMITS.yearsMax}年`),
  hospitalLevel: zValue('医院等级'),
  // One ticked box arrives as a plain field, several as a list (qs).
  specialties: z
    .preprocess(
      (v) => (typeof v === 'string' ? [v] : (v ?? [])),
      z
        .array(zValue('擅长领域'), { error: '请至少选择一个擅长领域' })
        .min(1, '请至少选择一个擅长领域')
        .max(TEACHER_LIMITS.specialtiesMax, `擅长领域最多选择${TEACHER_LIMITS.specialtiesMax}项`),
    )
    .transform((list) => [...new Set(list)]),
  experience: zText(TEACHER_LIMITS.experience, '授课经历').optional().transform((s) => s ?? ''),
  uploadId: z.string().regex(UPLOAD_ID, '附件不正确，请重新上传').optional(),
});
export type TeacherFormInput = z.input<typeof teacherForm>;
