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

/**
 * Where each item type lives: the row its fee is on (a sign-up, an enrolment), the titled thing it is for
 * (whose page the item links to), and which rows still count (a cancelled sign-up does not).
 */
const SOURCES = {
  training: { rows: trainingSignups, parent: trainings, parentId: trainingSignups.trainingId, live: ne(trainingSignups.status, 'cancelled') },
  course: { rows: courseEnrolments, parent: courses, parentId: courseEnrolments.courseId, live: undefined },
};

/** The user's items of one type with a fee: paid ones, or (given refs) those refs paid or not. */
async function itemsOf(db: Db | Tx, type: InvoiceItemType, { userId, refs, lock }: Filter): Promise<PaidItem[]> {
  if (refs && !refs[type].length) return [];
  const { rows: t, parent, parentId, live } = SOURCES[type];
  const query = db
    .select({ refId: t.id, parentId: parent.id, title: parent.title, feeFen: t.feeFen, paidAt: t.paidAt, invoiceId: invoiceItems.invoiceId })
    .from(t)
    .innerJoin(parent, eq(parent.id, parentId))
    .leftJoin(invoiceItems, and(eq(invoiceItems.itemType, type), eq(invoiceItems.refId, t.id), eq(invoiceItems.released, false)))
    .where(and(eq(t.userId, userId), gt(t.feeFen, 0), live, refs ? inArray(t.id, refs[type]) : isNotNull(t.paidAt)))
    .orderBy(sql`${t.paidAt} desc nulls last`, t.id);
  // A save locks the rows it invoices, so two saves of the same item queue rather than race.
  const found = lock ? await query.for('update', { of: t }) : await query;
  return found.map((r) => ({
    type, refId: r.refId, name: itemName(type, r.title), amountFen: r.feeFen,
    paidAt: r.paidAt, link: `/${type}/${r.parentId}`, invoiceId: r.invoiceId,
  }));
}

/** Every paid item of the user (covered by an invoice or not), most recently paid first. */
export async function listPaidItems(db: Db | Tx, userId: number): Promise<PaidItem[]> {
  const [training, course] = [await itemsOf(db, 'training', { userId }), await itemsOf(db, 'course', { userId })];
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
  return [...(await itemsOf(tx, 'training', filter)), ...(await itemsOf(tx, 'course', filter))];
}
