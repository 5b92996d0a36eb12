// Demo accounts, one per scope (docs/product.md §6), each with a dozen messages (two unread, see seedDatedMessages). Log in with the phone and the code
// from the server log ("SMS code for <phone>: <code>"). Idempotent: existing phones are left alone.
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { users } from '@/server/modules/passport/schema';
import { messages } from '@/server/modules/message/schema';
import type { SeedContent } from './content';
import { cnDate, cnTime } from './text';

type DemoUser = typeof users.$inferInsert;
type DemoMessage = { title: string; body: string; read: boolean; daysAgo: number; link?: string };

export const DEMO_USERS: DemoUser[] = [
  {
    phone: '13800000000', scope: 0, name: '张晓明', gender: 'male', workUnit: '中牟县人民医院',
    department: '全科医学科', jobTitle: '基层医生', professionalTitle: 'attending',
    region: '410100', county: '410122', points: 320,
  },
  {
    phone: '13800000001', scope: 1, name: '李华', gender: 'female', workUnit: '洛阳市第一人民医院',
    department: '心血管内科', jobTitle: '讲师', professionalTitle: 'associateChief',
    region: '410300', county: '410329', points: 860,
  },
  {
    phone: '13800000002', scope: 2, name: '王芳', gender: 'female', workUnit: '开封市基层卫生培训中心',
    department: '教务处', jobTitle: '机构管理员', professionalTitle: 'supervisorNurse',
    region: '410200', points: 150,
  },
  {
    phone: '13800000003', scope: 3, name: '赵强', gender: 'male', workUnit: '河南省基层医学培训中心',
    department: '培训部', jobTitle: '培训中心负责人', professionalTitle: 'chief',
    region: '410100', points: 40,
  },
];

// Region and county are option values of the 'region' and 'county' dictionaries (410100 郑州市,
// 410122 中牟县 ...); professionalTitle one of 'professionalTitle'. Department and job title stay free
// text: sign-up forms take them as typed, with the dictionaries only as suggestions.
const MESSAGES: DemoMessage[] = [
  { title: '欢迎加入基层医学培训学院', body: '感谢您注册学院账号。完善个人资料后，即可报名培训班、学习精品课程并获得学分证书。', read: true, daysAgo: 60, link: '/user/info' },
  { title: '请完善您的个人资料', body: '填写工作单位、科室、职称和所在地区后，报名培训班时将自动带入，证书也将使用您填写的姓名。', read: true, daysAgo: 58, link: '/user/info' },
  { title: '学院平台功能更新', body: '学习中心新增“继续上次学习”功能，视频课程会记住您看到的位置，换一台设备也能接着看。', read: true, daysAgo: 50, link: '/user/study' },
  { title: '继续医学教育学分说明', body: '完成精品课程全部课时或全勤参加培训班后，系统将自动发放学分证书，可在“我的证书”中下载。', read: true, daysAgo: 44, link: '/user/cert' },
  { title: '积分商城上新', body: '积分商城新上架了听诊器、血压计和专业书籍，学习课程、参加培训均可获得积分。', read: true, daysAgo: 37, link: '/user/gift' },
  { title: '病例大赛作品征集通知', body: '基层优秀病例大赛开始征集作品，欢迎基层医务人员投稿，优秀作品将在期刊上发表。', read: true, daysAgo: 30, link: '/activity' },
  { title: '新一批培训项目发布', body: '全科医生转岗培训、乡村医生能力提升等项目公布了新一期培训班，欢迎报名。', read: true, daysAgo: 24, link: '/training' },
  // Survey 1 is the one open now (activities.ts buildDemands).
  { title: '培训需求调查邀请', body: '为更好地安排明年的培训计划，诚邀您花 3 分钟填写培训需求调查问卷。', read: true, daysAgo: 18, link: '/demand/1' },
  { title: '精品课程推荐：合理用药', body: '“基层常见病合理用药”系列课程已上线，共 8 节，免费学习。', read: true, daysAgo: 12, link: '/course' },
  { title: '系统维护通知', body: '平台将于本周日凌晨 2:00 至 4:00 进行系统维护，期间可能无法访问，给您带来不便敬请谅解。', read: true, daysAgo: 7 },
];
// The two unread ones, a class's sign-up deadline and a broadcast's start, are written with the content
// (seedDatedMessages), so that their dates and links are those of a real class and broadcast.

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
        link: m.link ?? null,
        createdAt: new Date(now - m.daysAgo * DAY_MS),
        readAt: m.read ? new Date(now - (m.daysAgo - 1) * DAY_MS) : null,
      })),
    ),
  );
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** "2026年11月26日（周四）19:30" in Beijing time. */
function whenText(d: Date): string {
  const weekday = WEEKDAYS[new Date(d.getTime() + 8 * 3_600_000).getUTCDay()];
  return `${cnDate(d)}（周${weekday}）${cnTime(d)}`;
}

/**
 * The demo accounts' unread reminders: a class whose sign-up closes soon and a broadcast coming up,
 * both taken from the seeded content (times relative to `now`), each linking to its own page.
 */
export async function seedDatedMessages(tx: Tx, content: Pick<SeedContent, 'trainings' | 'lives'>, now: number): Promise<void> {
  const rows = await tx.select({ id: users.id }).from(users).where(inArray(users.phone, DEMO_USERS.map((u) => u.phone!)));
  const sentTraining = now - 3 * DAY_MS;
  const sentLive = now - DAY_MS;
  const training = content.trainings
    .filter((t) => (t.signupEndAt as Date).getTime() > now + DAY_MS && (t.seatsTaken ?? 0) < t.seatsTotal && (t.startAt as Date).getTime() > now)
    .sort((a, b) => (a.signupEndAt as Date).getTime() - (b.signupEndAt as Date).getTime())[0];
  const upcoming = content.lives
    .filter((l) => (l.startAt as Date).getTime() > now)
    .sort((a, b) => (a.startAt as Date).getTime() - (b.startAt as Date).getTime());
  const live = upcoming.find((l) => l.title.includes('高血压')) ?? upcoming[0];
  const messagesOf = (userId: number): (typeof messages.$inferInsert)[] => [
    ...(training ? [{
      userId, title: '培训班报名提醒', link: `/training/${training.id}`, createdAt: new Date(sentTraining), readAt: null,
      body: `您关注的“${training.title}”将于${whenText(training.signupEndAt as Date)}截止报名，名额有限，请尽快完成报名。`,
    }] : []),
    ...(live ? [{
      userId, title: `直播预告：${live.title}`.slice(0, 100), link: `/live/${live.id}`, createdAt: new Date(sentLive), readAt: null,
      body: `专题直播“${live.title}”将于${whenText(live.startAt as Date)}开始，欢迎准时观看；直播结束后可在直播页观看回放。`,
    }] : []),
  ];
  const values = rows.flatMap((r) => messagesOf(r.id));
  if (values.length) await tx.insert(messages).values(values);
}
