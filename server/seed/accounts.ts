// Demo accounts, one per scope (SPEC 6), each with a few messages. Log in with the phone and the code
// from the server log ("SMS code for <phone>: <code>"). Idempotent: existing phones are left alone.
import type { Db } from '@/server/db/client';
import { users } from '@/server/modules/passport/schema';
import { messages } from '@/server/modules/user/message/schema';

type DemoUser = typeof users.$inferInsert;
type DemoMessage = { title: string; body: string; read: boolean; daysAgo: number };

export const DEMO_USERS: DemoUser[] = [
  {
    phone: '13800000000', scope: 0, name: '张晓明', gender: 'male', workUnit: '中牟县人民医院',
    department: '全科医学科', jobTitle: '基层医生', professionalTitle: '主治医师',
    region: '郑州市中牟县', points: 320,
  },
  {
    phone: '13800000001', scope: 1, name: '李华', gender: 'female', workUnit: '洛阳市第一人民医院',
    department: '心血管内科', jobTitle: '讲师', professionalTitle: '副主任医师',
    region: '洛阳市', points: 860,
  },
  {
    phone: '13800000002', scope: 2, name: '王芳', gender: 'female', workUnit: '开封市基层卫生培训中心',
    department: '教务处', jobTitle: '机构管理员', professionalTitle: '主管护师',
    region: '开封市', points: 150,
  },
  {
    phone: '13800000003', scope: 3, name: '赵强', gender: 'male', workUnit: '河南省基层医学培训中心',
    department: '培训部', jobTitle: '培训中心负责人', professionalTitle: '主任医师',
    region: '郑州市', points: 40,
  },
];

const MESSAGES: DemoMessage[] = [
  {
    title: '欢迎加入基层医学培训学院',
    body: '感谢您注册学院账号。完善个人资料后，即可报名培训班、学习精品课程并获得学分证书。',
    read: true, daysAgo: 30,
  },
  {
    title: '培训班报名提醒',
    body: '您关注的“基层常见慢病规范化管理培训班”报名将于本周五截止，请尽快完成报名。',
    read: false, daysAgo: 3,
  },
  {
    title: '直播预告：高血压基层诊疗新进展',
    body: '本周四晚 19:30 将开展专题直播，欢迎准时观看，直播结束后可在课程中回看。',
    read: false, daysAgo: 1,
  },
];

const DAY_MS = 86_400_000;

export async function seedAccounts(db: Db): Promise<void> {
  const inserted = await db
    .insert(users)
    .values(DEMO_USERS)
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (inserted.length === 0) return;
  const now = Date.now();
  await db.insert(messages).values(
    inserted.flatMap(({ id }) =>
      MESSAGES.map((m) => ({
        userId: id,
        title: m.title,
        body: m.body,
        createdAt: new Date(now - m.daysAgo * DAY_MS),
        readAt: m.read ? new Date(now - (m.daysAgo - 1) * DAY_MS) : null,
      })),
    ),
  );
}
