// Opening and closing what a learner owes (schema.ts). Called in the transaction that makes the fee owed or
// not: the registrar's approval of a paid class's sign-up, a paid course's enrolment, a cancellation.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { payments, type PaymentKind } from './schema';

/** Records `amountFen` owed by `userId` for the thing; a voided row (the sign-up was taken up again) reopens. */
export async function openPayment(tx: Db, p: { kind: PaymentKind; refId: number; userId: number; amountFen: number }): Promise<void> {
  if (p.amountFen <= 0) return;
  await tx
    .insert(payments)
    .values({ kind: p.kind, refId: p.refId, userId: p.userId, amountFen: p.amountFen })
    .onConflictDoUpdate({
      target: [payments.kind, payments.refId],
      set: { status: 'pending', amountFen: p.amountFen, paidFen: null, reference: null, paidAt: null, confirmedBy: null, createdAt: sql`now()` },
      setWhere: eq(payments.status, 'void'),
    });
}

/** The thing ended before it was paid: its payment leaves finance's queue. */
export async function voidPayment(tx: Db, kind: PaymentKind, refId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'void' })
    .where(and(eq(payments.kind, kind), eq(payments.refId, refId), eq(payments.status, 'pending')));
}
