// Entries waiting for the registrar's review (/admin/activity/entries): in the competition being judged, the demo
// learner 13800000000 and 13800000002 sent a case each that nobody has reviewed yet (not published, so only they
// and the console see it). The entries seeded by the entrants are approved but unscored: the judges' work.
import { and, gt, inArray, lt } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { activities, activityEntries } from '@/server/modules/activity/schema';
import { users } from '@/server/modules/passport/schema';
import { DAY_MS } from './text';

const PENDING = [
  { phone: '13800000000', title: '基层高血压急症一例的识别与转诊', department: '全科医学科', daysAgo: 8,
    abstract: '患者女，68岁，头痛伴视物模糊2小时，血压210/120mmHg。村卫生室首诊识别高血压急症，规范降压后经绿色通道转诊县医院，随访三个月血压控制良好。' },
  { phone: '13800000002', title: '社区老年糖尿病足早期干预病例', department: '社区护理', daysAgo: 7,
    abstract: '患者男，74岁，2型糖尿病15年，足部麻木伴皮肤破溃。社区护理团队开展足部评估、伤口护理与健康教育，联合上级医院会诊，6周后创面愈合。' },
];

export async function seedReviewEntries(tx: Tx, now: number): Promise<void> {
  const at = new Date(now);
  const [judging] = await tx.select({ id: activities.id }).from(activities)
    .where(and(lt(activities.deadline, at), gt(activities.endAt, at))).limit(1);
  if (!judging) return;
  const people = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, PENDING.map((p) => p.phone)));
  for (const { phone, daysAgo, ...entry } of PENDING) {
    const userId = people.find((p) => p.phone === phone)?.id;
    if (!userId) continue;
    const createdAt = new Date(now - daysAgo * DAY_MS);
    await tx.insert(activityEntries).values({ ...entry, activityId: judging.id, userId, createdAt, updatedAt: createdAt })
      .onConflictDoNothing({ target: [activityEntries.activityId, activityEntries.userId] });
  }
}
