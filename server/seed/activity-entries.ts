// Published entries of the demo competitions, sent by seeded entrant accounts (data/cases.ts), so the
// entries list of each competition that has begun is not empty. They carry no attachment: attachments
// live on one machine's disk (DATA_DIR), which a seed shared by several processes cannot rely on.
import { inArray } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { activityEntries, type EntryStatus } from '@/server/modules/activity/schema';
import { users } from '@/server/modules/passport/schema';
import { CASES, ENTRANTS } from './data/cases';
import type { ActivityRow } from './types';
import { HOUR_MS } from './text';

export type EntryDraft = {
  activityId: number;
  authorPhone: string;
  title: string;
  department: string;
  abstract: string;
  award: string | null;
  status: EntryStatus;
  createdAt: Date;
};

export function buildActivityEntries(activities: ActivityRow[], now: number): EntryDraft[] {
  return activities.flatMap((a) =>
    (CASES[a.id] ?? []).map(([title, department, abstract, award], i): EntryDraft => {
      const start = a.startAt.getTime();
      const end = Math.min(a.deadline.getTime(), now);
      // Spread over the collection period, the first ones earliest.
      const createdAt = new Date(start + ((end - start) * (i + 1)) / (CASES[a.id].length + 2) + (i % 5) * HOUR_MS);
      return {
        activityId: a.id, authorPhone: ENTRANTS[i % ENTRANTS.length].phone, title, department, abstract, award,
        status: award ? 'awarded' : 'approved', createdAt,
      };
    }),
  );
}

export async function loadActivityEntries(tx: Tx, drafts: EntryDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  await tx
    .insert(users)
    .values(ENTRANTS.map((e) => ({ ...e, scope: 0 })))
    .onConflictDoNothing({ target: users.phone });
  const ids = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, ENTRANTS.map((e) => e.phone)));
  const idOf = new Map(ids.map((r) => [r.phone, r.id]));
  await tx.insert(activityEntries).values(
    drafts.map(({ authorPhone, ...d }) => ({
      ...d, userId: idOf.get(authorPhone)!, isPublished: true, updatedAt: d.createdAt,
    })),
  );
}
