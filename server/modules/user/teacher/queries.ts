// Reading certification applications and shaping them for the wire.
import { desc, eq, inArray } from 'drizzle-orm';
import type { ApiOption } from '@/contract/api-types';
import { TEACHER_DICTIONARIES, type ApiTeacherApplication, type ApiTeacherFileKind } from '@/contract/wire/user-teacher';
import type { Db, Tx } from '@/server/db/client';
import { options } from '@/server/modules/common/schema';
import { findOwnRow, wireReview } from '../applications';
import { teacherApplications, teacherUploads } from './schema';

export const ACTIVE_STATUSES = ['submitted', 'reviewing', 'approved'] as const;

export type TeacherRow = typeof teacherApplications.$inferSelect;
type UploadRow = typeof teacherUploads.$inferSelect;

/** Labels of the three dictionaries the form uses, by dictionary and value. */
async function labels(db: Db | Tx): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: options.name, value: options.value, label: options.label })
    .from(options)
    .where(inArray(options.name, Object.values(TEACHER_DICTIONARIES)));
  return new Map(rows.map((r) => [`${r.name}:${r.value}`, r.label]));
}

export async function loadApplications(db: Db | Tx, userId: number): Promise<{ row: TeacherRow; upload: UploadRow }[]> {
  return (
    await db
      .select({ row: teacherApplications, upload: teacherUploads })
      .from(teacherApplications)
      .innerJoin(teacherUploads, eq(teacherUploads.id, teacherApplications.attachmentId))
      .where(eq(teacherApplications.userId, userId))
      .orderBy(desc(teacherApplications.createdAt), desc(teacherApplications.id))
  );
}

/** The user's application; someone else's answers exactly as one that does not exist. */
export const findOwnTeacherApplication = (db: Db | Tx, id: number, userId: number, lock = false): Promise<TeacherRow> =>
  findOwnRow(db, teacherApplications, '认证申请', id, userId, lock);

export async function toWireTeacher(db: Db | Tx, items: { row: TeacherRow; upload: UploadRow }[]): Promise<ApiTeacherApplication[]> {
  const names = await labels(db);
  const option = (dictionary: string, value: string): ApiOption => ({ value, name: names.get(`${dictionary}:${value}`) ?? value });
  return items.map(({ row, upload }) => ({
    id: row.id,
    professionalTitle: option(TEACHER_DICTIONARIES.professionalTitle, row.professionalTitle),
    yearsOfPractice: row.yearsOfPractice,
    hospitalLevel: option(TEACHER_DICTIONARIES.hospitalLevel, row.hospitalLevel),
    specialties: row.specialties.map((s) => option(TEACHER_DICTIONARIES.specialty, s)),
    experience: row.experience,
    attachment: {
      name: upload.fileName, kind: upload.kind as ApiTeacherFileKind, size: upload.sizeBytes,
      url: `/api/med/user/teacher/file/${row.id}`,
    },
    ...wireReview(row),
  }));
}

/** The user's active application and the earlier ones. */
export async function teacherState(db: Db | Tx, userId: number) {
  const all = await toWireTeacher(db, await loadApplications(db, userId));
  const current = all.find((a) => (ACTIVE_STATUSES as readonly string[]).includes(a.status)) ?? null;
  return { current, history: all.filter((a) => a !== current).slice(0, 20), canApply: current === null };
}
