// admin/base/save (registrar): creates a training centre or base (no id) or replaces its fields, with its
// audit row; the classes held there show its name, so their search documents and the home cache follow.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CACHE_LABELS } from '@/contract/cache-labels';
import { withTransaction } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { sanitizeRichOrPlainText } from '@/server/http/sanitize-html';
import { writeAudit } from '@/server/modules/admin/audit';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { BASE_LEVELS } from '@/server/modules/base/list';
import { bases } from '@/server/modules/training/base-schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { requireOption } from '@/server/modules/training/options';
import { trainings } from '@/server/modules/training/schema';
import { zInt, zRequired } from '../form-inputs';
import { fieldError, zList, zOptionValue, zPicture } from '../training/inputs';
import { loadAdminBase } from './view';

const zCoordinate = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, `${label}须为数字`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label}须在${min}到${max}之间`);

export const ZBaseSaveInput = z.object({
  id: zId.optional(),
  name: zRequired(80, '基地名称'),
  level: z.enum(BASE_LEVELS, '基地级别不正确'),
  region: zOptionValue('所在地区'),
  address: zRequired(200, '地址'),
  contactName: zRequired(32, '联系人'),
  contactPhone: z
    .string()
    .transform((s) => s.trim())
    .refine((s) => /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/.test(s), '联系电话不正确'),
  summary: zRequired(300, '简介'),
  intro: z.string().max(100_000, '详细介绍过长'),
  cover: zPicture('封面图'),
  photos: zList(zPicture('照片'), 12, '照片'),
  specialties: zList(zRequired(20, '特色专业'), 10, '特色专业'),
  // Within the province's neighbourhood would be stricter, but a base may sit anywhere in China.
  lat: zCoordinate('纬度', 3, 54),
  lng: zCoordinate('经度', 73, 136),
  sort: zInt('排序', 0, 9999).optional().transform((n) => n ?? 0),
});

export const adminBaseSave = defineAdminRoute({
  roles: ['registrar'],
  input: ZBaseSaveInput,
  handler: async (input, { db, staff }): Promise<{ id: number }> => {
    await requireOption(db, 'region', input.region, fieldError('region', '所在地区'));
    const { id: given, ...fields } = input;
    const values = { ...fields, intro: sanitizeRichOrPlainText(fields.intro) };
    return withTransaction(db, async (tx) => {
      const before = given ? await loadAdminBase(tx, given) : null;
      let id: number;
      if (given) {
        id = given;
        await tx.update(bases).set(values).where(eq(bases.id, id));
      } else {
        [{ id }] = await tx.insert(bases).values(values).returning({ id: bases.id });
      }
      const after = await loadAdminBase(tx, id);
      await writeAudit(tx, { staffId: staff.id, action: before ? 'update' : 'create', kind: 'base', itemId: id, before, after });
      const held = await tx.select({ id: trainings.id }).from(trainings).where(eq(trainings.baseId, id));
      await syncSearchDocs(tx, 'training', held.map((t) => t.id));
      await refreshPublic(tx, 'base', [CACHE_LABELS.homeIndex]);
      return { id };
    });
  },
});
