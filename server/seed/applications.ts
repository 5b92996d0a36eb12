// Demo applications for the scope areas: training-class applications (/user/apply) of 13800000000 and
// 13800000002 in every state, and lecturer certifications (/user/teacher): 13800000001 certified,
// 13800000000 with an earlier one rejected (so they may apply again). Decisions go through the same
// functions the academy uses, so the applicants have the messages they would have had.
import { inArray } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { chinaDay, addDays } from '@/contract/time';
import { users } from '@/server/modules/passport/schema';
import type { Decision } from '@/server/modules/user/applications';
import { decideApplication } from '@/server/modules/user/apply/decide';
import { trainingApplications } from '@/server/modules/user/apply/schema';
import { decideTeacherApplication } from '@/server/modules/user/teacher/decide';
import { teacherApplications, teacherUploads } from '@/server/modules/user/teacher/schema';
import { DAY_MS } from './text';

type Draft = {
  phone: string;
  title: string;
  organisation: string;
  contactName: string;
  region: string;
  /** Days from the seeding day to the class's first day, and how long it lasts. */
  startIn: number;
  days: number;
  trainees: number;
  plan: string;
  daysAgo: number;
  decision?: { to: Decision; reason?: string; daysAgo: number };
};

const APPLICATIONS: Draft[] = [
  { phone: '13800000000', title: '中牟县基层高血压规范化管理培训班', organisation: '中牟县人民医院', contactName: '张晓明', region: '410100', startIn: -40, days: 3, trainees: 60, daysAgo: 75, plan: '面向全县乡镇卫生院和村卫生室的全科医生、乡村医生，围绕高血压筛查、分级诊疗、长期随访和用药调整开展集中授课与案例讨论，第三天安排社区随访实践。', decision: { to: 'approved', reason: '请于开班前两周报送学员名单。', daysAgo: 60 } },
  { phone: '13800000000', title: '县域急诊急救技能提升培训班', organisation: '中牟县人民医院', contactName: '张晓明', region: '410100', startIn: 35, days: 2, trainees: 40, daysAgo: 12, plan: '以心肺复苏、创伤急救和常见急症识别为重点，采用理论讲授与模拟人实操相结合的方式，分组轮训，每组不超过10人，结业前进行技能考核。', decision: { to: 'reviewing', daysAgo: 8 } },
  { phone: '13800000000', title: '乡村医生中医适宜技术培训班', organisation: '中牟县人民医院', contactName: '张晓明', region: '410100', startIn: 60, days: 4, trainees: 80, daysAgo: 3, plan: '推广针刺、艾灸、刮痧、拔罐等中医适宜技术在基层常见病中的应用，邀请县中医院专家现场带教，培训结束后建立线上答疑群持续指导。' },
  { phone: '13800000000', title: '基层心电图判读培训班', organisation: '中牟县人民医院', contactName: '张晓明', region: '410100', startIn: -10, days: 1, trainees: 200, daysAgo: 45, plan: '讲授常见心律失常和急性心肌梗死的心电图判读要点，现场进行读图练习。', decision: { to: 'rejected', reason: '计划培训人数超出举办场地容量，且缺少实践教学安排，请调整后重新申请。', daysAgo: 38 } },
  { phone: '13800000002', title: '开封市社区护理服务能力培训班', organisation: '开封市基层卫生培训中心', contactName: '王芳', region: '410200', startIn: 20, days: 3, trainees: 120, daysAgo: 30, plan: '面向社区卫生服务中心护理人员，开展慢病居家护理、老年照护、伤口护理和健康教育技能培训，理论与实践各占一半。', decision: { to: 'approved', daysAgo: 21 } },
  { phone: '13800000002', title: '家庭医生签约服务团队建设培训班', organisation: '开封市基层卫生培训中心', contactName: '王芳', region: '410200', startIn: 45, days: 2, trainees: 90, daysAgo: 2, plan: '围绕签约服务包设计、团队分工、履约考核和信息化工具使用，组织经验交流和分组演练，邀请先进地区团队分享实践经验。' },
];

/** Fixed ids of the seeded attachments (no file on disk: see user/teacher/demo-file.ts). */
const DEMO_UPLOAD = (n: number) => `d${String(n).padStart(31, '0')}`;

export async function seedApplications(tx: Tx, now: number): Promise<void> {
  const rows = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, ['13800000000', '13800000002']));
  const idOf = new Map(rows.map((r) => [r.phone, r.id]));
  const today = chinaDay(now);

  for (const [i, a] of APPLICATIONS.entries()) {
    const userId = idOf.get(a.phone);
    if (!userId) continue;
    const createdAt = new Date(now - a.daysAgo * DAY_MS);
    const startDate = addDays(today, a.startIn);
    const [row] = await tx
      .insert(trainingApplications)
      .values({
        userId, title: a.title, organisation: a.organisation, contactName: a.contactName, contactPhone: a.phone,
        region: a.region, startDate, endDate: addDays(startDate, a.days - 1), trainees: a.trainees, plan: a.plan,
        submitKey: `seed-application-${i + 1}`, createdAt, updatedAt: createdAt,
      })
      .returning({ id: trainingApplications.id });
    if (a.decision) {
      const at = new Date(now - a.decision.daysAgo * DAY_MS);
      // An approval or rejection under review first, as the academy works.
      if (a.decision.to !== 'reviewing') await decideApplication(tx, row.id, 'reviewing', undefined, new Date(at.getTime() - DAY_MS));
      await decideApplication(tx, row.id, a.decision.to, a.decision.reason, at);
    }
  }

  await seedTeacherApplications(tx, now);
}

type TeacherDraft = {
  phone: string;
  /** Its attachment's number (DEMO_UPLOAD). */
  n: number;
  fileName: string;
  title: string;
  years: number;
  level: string;
  specialties: string[];
  experience: string;
  daysAgo: number;
  /** The academy's decisions, in order. */
  decisions: { to: Decision; reason?: string; daysAgo: number }[];
};

/**
 * Lecturer certifications: 13800000001 certified, 13800000000 rejected, and two waiting in the registrar's
 * queue (/admin/teacher) from case-competition entrants.
 */
const TEACHER_APPLICATIONS: TeacherDraft[] = [
  { phone: '13800000001', n: 1, fileName: '副主任医师资格证书.pdf', title: 'associateChief', years: 16, level: 'grade3A', specialties: ['chronic', 'general', 'emergency'], daysAgo: 120,
    experience: '长期承担住院医师规范化培训带教工作，近五年为基层医生授课40余次，主讲高血压、冠心病基层管理等专题。',
    decisions: [{ to: 'reviewing', daysAgo: 115 }, { to: 'approved', daysAgo: 110 }] },
  { phone: '13800000000', n: 2, fileName: '主治医师资格证书.pdf', title: 'attending', years: 6, level: 'grade2', specialties: ['general'], daysAgo: 50,
    experience: '参与科室内部业务学习授课。',
    decisions: [{ to: 'rejected', reason: '授课经历不足，建议积累至少10次面向基层的授课经历后再申请，并补充授课证明材料。', daysAgo: 43 }] },
  { phone: '13700000103', n: 3, fileName: '专业技术资格证书.pdf', title: 'associateChief', years: 14, level: 'grade2', specialties: ['emergency', 'general'], daysAgo: 2,
    experience: '县级急诊科带教老师，近三年为乡镇卫生院开展急救技能培训20余次。', decisions: [] },
  { phone: '13700000101', n: 4, fileName: '专业技术资格证书.pdf', title: 'attending', years: 9, level: 'grade2', specialties: ['chronic'], daysAgo: 5,
    experience: '参与县域高血压分级诊疗项目，为村医授课12次。', decisions: [] },
];

async function seedTeacherApplications(tx: Tx, now: number): Promise<void> {
  const rows = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, TEACHER_APPLICATIONS.map((p) => p.phone)));
  for (const p of TEACHER_APPLICATIONS) {
    const userId = rows.find((r) => r.phone === p.phone)?.id;
    if (!userId) continue;
    const createdAt = new Date(now - p.daysAgo * DAY_MS);
    await tx.insert(teacherUploads).values({ id: DEMO_UPLOAD(p.n), userId, fileName: p.fileName, kind: 'pdf', sizeBytes: 1500, isDemo: true, createdAt });
    const [row] = await tx
      .insert(teacherApplications)
      .values({
        userId, professionalTitle: p.title, yearsOfPractice: p.years, hospitalLevel: p.level, specialties: p.specialties,
        attachmentId: DEMO_UPLOAD(p.n), experience: p.experience, createdAt, updatedAt: createdAt,
      })
      .returning({ id: teacherApplications.id });
    for (const d of p.decisions) await decideTeacherApplication(tx, row.id, d.to, d.reason, new Date(now - d.daysAgo * DAY_MS));
  }
}
