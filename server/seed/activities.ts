// Case competitions (/activity) and training-needs surveys (/demand), with times relative to the
// seeding moment: one competition open for entries, one upcoming, one in judging, three ended.
import type { ActivityRow, DemandRow, QuestionRow } from './types';
import { COVERS, ORG } from './data/site';
import { DAY_MS, atBeijing, cnDate, h3, isoDay, ol, p, ul, yearOf } from './text';

/** [name, start, deadline, end] in days from now. */
const PLAN: [string, number, number, number][] = [
  ['全省基层高血压规范化管理优秀病例大赛', -20, 25, 60],
  ['基层糖尿病综合管理病例征集活动', 10, 55, 90],
  ['基层急诊急救典型病例大赛', -70, -5, 20],
  ['乡村医生常见病诊疗病例展评', -200, -140, -110],
  ['中医适宜技术应用优秀案例征集', -320, -260, -230],
  ['家庭医生签约服务优秀案例评选', -430, -370, -340],
];

export function buildActivities(now: number): ActivityRow[] {
  return PLAN.map(([name, s, d, e], i) => {
    const startAt = atBeijing(now, s, 9);
    const deadline = atBeijing(now, d, 23, 59);
    const endAt = atBeijing(now, e, 17);
    const title = `${yearOf(startAt)}年${name}`;
    return {
      id: i + 1, title, cover: COVERS.activity[i % COVERS.activity.length],
      summary: `面向全省基层医务人员征集真实病例，以赛促学、以赛促练，${cnDate(deadline)}截止提交。`,
      organiser: ORG,
      rules: [
        h3('参赛对象'), p('全省乡镇卫生院、社区卫生服务中心、村卫生室在岗医务人员，可个人或以团队（不超过3人）参赛。'),
        h3('病例要求'),
        ol(['病例须为参赛者近两年内亲自诊治的真实病例', '内容包括病史、检查、诊断、治疗、随访和反思', '隐去患者姓名、身份证号、住址等个人信息',
          '字数不少于1500字，可附检查结果图片']),
        h3('评审方式'), p('组委会组织专家进行初评和复评，复评入围者参加现场答辩，按规范性、完整性和实用性综合评分。'),
        h3('奖项设置'), ul(['一等奖5名', '二等奖10名', '三等奖20名', '优秀奖若干名，获奖者颁发证书并授予继续教育学分']),
      ].join(''),
      timeline: [
        { date: isoDay(startAt), title: '启动报名' },
        { date: isoDay(deadline), title: '病例提交截止' },
        { date: isoDay(new Date(deadline.getTime() + 10 * DAY_MS)), title: '专家评审' },
        { date: isoDay(endAt), title: '公布结果' },
      ],
      startAt, deadline, endAt,
    };
  });
}

export function buildDemands(now: number): { demands: DemandRow[]; questions: QuestionRow[] } {
  const startAt = atBeijing(now, -15, 9);
  const demands: DemandRow[] = [
    { id: 1, title: `${yearOf(startAt) + 1}年度基层卫生人员培训需求调查`, startAt, endAt: atBeijing(now, 45, 23, 59),
      intro: p(`为科学制定下一年度培训计划，${ORG}开展本次培训需求调查，约需3分钟，感谢您的参与！`) },
    { id: 2, title: '中医适宜技术培训需求调查', startAt: atBeijing(now, -200, 9), endAt: atBeijing(now, -150, 23, 59),
      intro: p('了解基层对中医适宜技术培训的需求，调查已结束，感谢参与。') },
  ];
  const q = (demandId: number, sort: number, kind: QuestionRow['kind'], title: string, choices: string[] = []): QuestionRow =>
    ({ demandId, sort, kind, title, choices, isRequired: kind !== 'text' });
  const questions: QuestionRow[] = [
    q(1, 1, 'single', '您所在的机构类型', ['村卫生室', '乡镇卫生院', '社区卫生服务中心', '县级医院', '其他']),
    q(1, 2, 'single', '您的岗位', ['全科医生', '乡村医生', '护士', '公共卫生人员', '管理人员', '其他']),
    q(1, 3, 'multiple', '您最希望参加哪些方面的培训？（可多选）', ['慢病管理', '急诊急救', '中医适宜技术', '儿童保健', '合理用药', '心理健康']),
    q(1, 4, 'single', '您更喜欢哪种培训方式？', ['线下集中培训', '线上视频课程', '专家直播', '进修带教']),
    q(1, 5, 'single', '您每月可用于学习的时间', ['少于5小时', '5—10小时', '10—20小时', '20小时以上']),
    q(1, 6, 'text', '您对学院培训工作还有哪些建议？'),
    q(2, 1, 'multiple', '您希望学习哪些中医适宜技术？', ['针刺', '艾灸', '拔罐', '刮痧', '穴位贴敷', '小儿推拿']),
    q(2, 2, 'text', '您在开展中医适宜技术时遇到的主要困难'),
  ];
  return { demands, questions };
}
