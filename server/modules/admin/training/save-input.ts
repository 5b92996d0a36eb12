// admin/training/save's form: every field of a class, its sessions and its sign-up form's own questions,
// with the checks that need several fields at once (deadline before start, sessions within the class).
import { z } from 'zod';
import { FEE_MAX_YUAN, SEATS_MAX, SESSIONS_MAX, TRAINING_FILE_LIMITS } from '@/contract/wire/admin-training';
import {
  SIGNUP_FIELD_LABEL_MAX, SIGNUP_FIELD_OPTIONS_MAX, SIGNUP_FIELDS_MAX,
} from '@/contract/wire/training';
import { zId } from '@/server/http/inputs';
import { isUploadId } from '@/server/http/upload-store';
import { zTagIds } from '@/server/modules/admin/course/inputs';
import { zInt, zRequired, zYuanAsFen } from '../form-inputs';
import { zCredit, zList, zMinute, zOptionValue, zPicture } from './inputs';

const zFlag = z.enum(['0', '1', 'true', 'false'], '取值不正确').transform((v) => v === '1' || v === 'true');

const zSession = z
  .object({
    id: zId.optional(),
    title: zRequired(100, '课程名称'),
    teacher: zRequired(60, '授课老师'),
    location: zRequired(120, '上课地点'),
    startAt: zMinute('开始时间'),
    endAt: zMinute('结束时间'),
  })
  .refine((s) => s.startAt < s.endAt, { message: '结束时间须晚于开始时间', path: ['endAt'] });

const zSignupField = z
  .object({
    key: z.string().regex(/^f\d{1,3}$/, '字段标识不正确').optional(),
    label: zRequired(SIGNUP_FIELD_LABEL_MAX, '字段名称'),
    type: z.enum(['text', 'choice'], '字段类型不正确'),
    required: zFlag.optional().transform((v) => v ?? false),
    options: zList(zRequired(30, '选项'), SIGNUP_FIELD_OPTIONS_MAX, '选项'),
  })
  .refine((f) => f.type !== 'choice' || f.options.length >= 2, { message: '选择题至少需要两个选项', path: ['options'] });

export const ZTrainingSaveInput = z
  .object({
    id: zId.optional(),
    status: z.enum(['draft', 'published'], '状态须为草稿或已发布'),
    title: zRequired(100, '培训班名称'),
    project: zOptionValue('培训项目'),
    region: zOptionValue('所在地区'),
    baseId: z.union([z.literal(''), zId]).optional().transform((v) => (v ? v : null)),
    cover: zPicture('封面图'),
    summary: zRequired(300, '简介'),
    organiser: zRequired(100, '主办单位'),
    audience: zRequired(200, '培训对象'),
    ...zCredit,
    fee: zYuanAsFen('费用', FEE_MAX_YUAN),
    payMethod: z.enum(['onsite', 'transfer'], '缴费方式不正确'),
    seatsTotal: zInt('招生名额', 1, SEATS_MAX),
    signupEndAt: zMinute('报名截止时间'),
    startAt: zMinute('开班时间'),
    endAt: zMinute('结班时间'),
    contactPhone: z
      .string()
      .transform((s) => s.trim())
      .refine((s) => /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/.test(s), '联系电话不正确'),
    syllabus: z.string().max(100_000, '培训内容过长'),
    notice: z.string().max(50_000, '报到须知过长'),
    sessions: zList(zSession, SESSIONS_MAX, '课程安排'),
    signupFields: zList(zSignupField, SIGNUP_FIELDS_MAX, '报名表字段'),
    tagIds: zTagIds,
    /** Documents by upload id (admin/training/file), in the order the class page lists them. */
    files: zList(z.string().refine(isUploadId, '资料不存在'), TRAINING_FILE_LIMITS.perClass, '资料').transform((ids) => [...new Set(ids)]),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (v.startAt >= v.endAt) issue(['endAt'], '结班时间须晚于开班时间');
    if (v.signupEndAt > v.startAt) issue(['signupEndAt'], '报名截止时间须早于开班时间');
    if (!v.creditType !== !v.creditLevel || !v.creditType !== (v.credits === 0)) {
      issue(['credits'], '学分级别、类别和分值须同时填写，或都不填');
    }
    if (v.sessions.length === 0) issue(['sessions'], '请至少安排一次课程');
    v.sessions.forEach((s, i) => {
      if (s.startAt < v.startAt || s.endAt > v.endAt) issue(['sessions', i, 'startAt'], '课程时间须在开班与结班时间之内');
    });
    const labels = v.signupFields.map((f) => f.label);
    labels.forEach((l, i) => {
      if (labels.indexOf(l) !== i) issue(['signupFields', i, 'label'], '字段名称不能重复');
    });
  });

export type TrainingSaveInput = z.output<typeof ZTrainingSaveInput>;
