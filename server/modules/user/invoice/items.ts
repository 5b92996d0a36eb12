// A user's paid items: training sign-ups and course enrolments with a fee the academy has marked paid
// (payment happens outside the site). Each is named on the wire by a key '<type>-<id>'.
import { and, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { toSeconds } from '@/server/modules/common/time';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import type { ApiInvoiceItem, InvoiceItemType } from '@/contract/wire/invoice';
import { invoiceItems } from './schema';

export type ItemRef = { type: InvoiceItemType; refId: number };

/** A paid item, or one the user has but has not paid (paidAt null), with the live invoice covering it (a reversed one does not). */
export type PaidItem = ItemRef & {
  name: string;
  amountFen: number;
  paidAt: Date | null;
  link: string;
  invoiceId: number | null;
};

export const ITEM_KEY = /^(training|course)-([1-9]\d{0,8})$/;

export function itemKey(ref: ItemRef): string {
  return `${ref.type}-${ref.refId}`;
}

export function parseItemKey(key: string): ItemRef | null {
  const m = ITEM_KEY.exec(key);
  return m ? { type: m[1] as InvoiceItemType, refId: Number(m[2]) } : null;
}

/** What the item is for, as the invoice names it. */
export function itemName(type: InvoiceItemType, title: string): string {
  return `${type === 'training' ? '培训费' : '课程费'}：${title}`;
}

export function toApiItem(item: PaidItem): ApiInvoiceItem {
  return {
    key: itemKey(item),
    type: item.type,
    name: item.name,
    amount: item.amountFen / 100,
    paidAt: item.paidAt ? toSeconds(item.paidAt) : 0,
    link: item.link,
  };
}

type Filter = { userId: number; refs?: { training: number[]; course: number[] }; lock?: boolean };

async function trainingItems(db: Db | Tx, { userId, refs, lock }: Filter): Promise<PaidItem[]> {
  if (refs && !refs.training.length) return [];
  const query = db
    .select({
      refId: trainingSignups.id, trainingId: trainings.id, title: trainings.title, feeFen: trainingSignups.feeFen,
      paidAt: trainingSignups.paidAt, invoiceId: invoiceItems.invoiceId,
    })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .leftJoin(invoiceItems, and(eq(invoiceItems.itemType, 'training'), eq(invoiceItems.refId, trainingSignups.id), eq(invoiceItems.released, false)))
    .where(
      and(
        eq(trainingSignups.userId, userId),
        gt(trainingSignups.feeFen, 0),
        ne(trainingSignups.status, 'cancelled'),
        refs ? inArray(trainingSignups.id, refs.training) : isNotNull(trainingSignups.paidAt),
      ),
    )
    .orderBy(sql`${trainingSignups.paidAt} desc nulls last`, trainingSignups.id);
  // A save locks the rows it invoices, so two saves of the same item queue rather than race.
  const rows = lock ? await query.for('update', { of: trainingSignups }) : await query;
  return rows.map((r) => ({
    type: 'training', refId: r.refId, name: itemName('training', r.title), amountFen: r.feeFen,
    paidAt: r.paidAt, link: `/training/${r.trainingId}`, invoiceId: r.invoiceId,
  }));
}

async function courseItems(db: Db | Tx, { userId, refs, lock }: Filter): Promise<PaidItem[]> {
  if (refs && !refs.course.length) return [];
  const query = db
    .select({
      refId: courseEnrolments.id, courseId: courses.id, title: courses.title, feeFen: courseEnrolments.feeFen,
      paidAt: courseEnrolments.paidAt, invoiceId: invoiceItems.invoiceId,
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .leftJoin(invoiceItems, and(eq(invoiceItems.itemType, 'course'), eq(invoiceItems.refId, courseEnrolments.id), eq(invoiceItems.released, false)))
    .where(
      and(
        eq(courseEnrolments.userId, userId),
        gt(courseEnrolments.feeFen, 0),
        refs ? inArray(courseEnrolments.id, refs.course) : isNotNull(courseEnrolments.paidAt),
      ),
    )
    .orderBy(sql`${courseEnrolments.paidAt} desc nulls last`, courseEnrolments.id);
  const rows = lock ? await query.for('update', { of: courseEnrolments }) : await query;
  return rows.map((r) => ({
    type: 'course', refId: r.refId, name: itemName('course', r.title), amountFen: r.feeFen,
    paidAt: r.paidAt, link: `/course/${r.courseId}`, invoiceId: r.invoiceId,
  }));
}

/** Every paid item of the user (covered by an invoice or not), most recently paid first. */
export async function listPaidItems(db: Db | Tx, userId: number): Promise<PaidItem[]> {
  const [training, course] = [await trainingItems(db, { userId }), await courseItems(db, { userId })];
  return [...training, ...course].sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0));
}

/**
 * The user's own items with a fee among refs, paid or not, locked for the transaction. Refs that are
 * not the user's (or do not exist, or are free) are simply absent: the caller answers NotFound.
 */
export async function lockOwnItems(tx: Tx, userId: number, refs: ItemRef[]): Promise<PaidItem[]> {
  const ids = {
    training: refs.filter((r) => r.type === 'training').map((r) => r.refId),
    course: refs.filter((r) => r.type === 'course').map((r) => r.refId),
  };
  const filter = { userId, refs: ids, lock: true };
  return [...(await trainingItems(tx, filter)), ...(await courseItems(tx, filter))];
}
