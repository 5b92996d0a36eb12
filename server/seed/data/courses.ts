// The featured courses: [title, subject (dictionary 'courseSubject'), kind, focus, tag]. The kind picks
// the chapter outline in COURSE_OUTLINES; "{f}" there is replaced by the focus.
export type CourseKind = 'disease' | 'skill' | 'practice';
export type CourseSeed = readonly [title: string, subject: string, kind: CourseKind, focus: string, tag: string];

export const COURSE_SEEDS: CourseSeed[] = [
  ['全科医学基本理念与临床思维', 'general', 'practice', '全科诊疗', '全科医学'],
  ['基层常见症状的鉴别诊断：头晕', 'general', 'disease', '头晕', '全科医学'],
  ['基层常见症状的鉴别诊断：胸痛', 'general', 'disease', '胸痛', '全科医学'],
  ['全科门诊医患沟通技巧', 'general', 'practice', '医患沟通', '全科医学'],
  ['高血压基层诊疗指南精讲', 'chronic', 'disease', '高血压', '高血压'],
  ['2型糖尿病的基层规范化管理', 'chronic', 'disease', '2型糖尿病', '糖尿病'],
  ['慢阻肺的基层诊断与长期管理', 'chronic', 'disease', '慢阻肺', '慢阻肺'],
  ['血脂异常的基层管理', 'chronic', 'disease', '血脂异常', '慢病管理'],
  ['中医体质辨识与养生指导', 'tcm', 'practice', '中医体质辨识', '中医适宜技术'],
  ['常用腧穴定位与针刺技术', 'tcm', 'skill', '针刺', '中医适宜技术'],
  ['艾灸技术的规范操作', 'tcm', 'skill', '艾灸', '中医适宜技术'],
  ['小儿推拿常用手法', 'tcm', 'skill', '小儿推拿', '中医适宜技术'],
  ['成人心肺复苏与AED使用', 'emergency', 'skill', '心肺复苏', '急诊急救'],
  ['创伤止血包扎与固定搬运', 'emergency', 'skill', '创伤急救', '急诊急救'],
  ['急性胸痛的基层识别与转运', 'emergency', 'disease', '急性胸痛', '急诊急救'],
  ['急性脑卒中的院前识别与处置', 'emergency', 'disease', '急性脑卒中', '脑卒中'],
  ['儿童生长发育监测与评价', 'pediatrics', 'practice', '儿童生长发育监测', '儿童健康'],
  ['儿童常见呼吸道感染的基层诊治', 'pediatrics', 'disease', '儿童呼吸道感染', '儿童健康'],
  ['儿童腹泻病的规范处理', 'pediatrics', 'disease', '儿童腹泻病', '儿童健康'],
  ['儿童预防接种常见问题解答', 'pediatrics', 'practice', '预防接种', '儿童健康'],
  ['老年综合评估在基层的应用', 'elderly', 'practice', '老年综合评估', '老年健康'],
  ['老年人跌倒的预防与干预', 'elderly', 'disease', '老年跌倒', '老年健康'],
  ['认知障碍的早期识别', 'elderly', 'disease', '认知障碍', '老年健康'],
  ['骨质疏松症的基层防治', 'elderly', 'disease', '骨质疏松症', '老年健康'],
  ['基层抗菌药物合理使用', 'drugs', 'practice', '抗菌药物合理使用', '合理用药'],
  ['老年人多重用药管理', 'drugs', 'practice', '多重用药管理', '合理用药'],
  ['降压药物的合理选择与联合', 'drugs', 'disease', '降压药物治疗', '高血压'],
  ['胰岛素的规范使用', 'drugs', 'skill', '胰岛素注射', '糖尿病'],
  ['国家基本公共卫生服务规范解读', 'publicHealth', 'practice', '基本公共卫生服务', '公共卫生'],
  ['居民健康档案的建立与管理', 'publicHealth', 'practice', '居民健康档案管理', '公共卫生'],
  ['传染病疫情的发现与报告', 'publicHealth', 'practice', '传染病报告', '传染病防控'],
  ['流感的基层防治', 'publicHealth', 'disease', '流行性感冒', '传染病防控'],
  ['静脉输液治疗护理规范', 'nursing', 'skill', '静脉输液', '护理'],
  ['糖尿病足的护理与预防', 'nursing', 'disease', '糖尿病足', '糖尿病'],
  ['居家护理与长期照护', 'nursing', 'practice', '居家护理', '护理'],
  ['伤口护理与换药技术', 'nursing', 'skill', '伤口换药', '护理'],
  ['基层常见心理问题的识别', 'mental', 'disease', '焦虑抑郁', '心理健康'],
  ['失眠的基层评估与处理', 'mental', 'disease', '失眠', '心理健康'],
  ['慢病患者的心理支持', 'mental', 'practice', '心理支持', '心理健康'],
  ['医务人员职业压力与自我调适', 'mental', 'practice', '压力管理', '心理健康'],
];

type Outline = [chapter: string, lessons: string[]][];

export const COURSE_OUTLINES: Record<CourseKind, Outline> = {
  disease: [
    ['第一章 概述', ['{f}的定义与流行现状', '{f}的危险因素']],
    ['第二章 诊断与评估', ['{f}的临床表现与诊断要点', '{f}的辅助检查与风险评估']],
    ['第三章 治疗', ['{f}的非药物治疗', '{f}的药物治疗与合理选择', '特殊人群{f}的处理要点']],
    ['第四章 基层管理', ['{f}的随访与转诊', '{f}的健康教育']],
    ['第五章 病例分析', ['典型病例讨论（一）', '典型病例讨论（二）']],
  ],
  skill: [
    ['第一章 理论基础', ['{f}的适应证与禁忌证', '{f}的基本原理']],
    ['第二章 规范操作', ['{f}的操作前准备', '{f}标准操作演示', '{f}常见错误与纠正']],
    ['第三章 安全与并发症', ['{f}并发症的预防与处理']],
    ['第四章 考核要点', ['{f}操作考核评分标准解读']],
  ],
  practice: [
    ['第一章 政策与规范', ['{f}相关政策解读', '{f}的工作规范与要求']],
    ['第二章 实务操作', ['{f}的工作流程', '{f}中的沟通技巧', '信息化工具在{f}中的应用']],
    ['第三章 经验分享', ['优秀案例分享', '常见问题答疑']],
  ],
};

/**
 * A micro-course of two lessons under half a minute each, with its own post-test (data/exams.ts): the
 * whole credit loop (watch, test, certificate) can be walked through in a few minutes. Listed after the
 * featured courses so their ids stay as they are; built without the random generator, so nothing seeded
 * after it changes either.
 */
/** The micro-course's id: the one after the featured courses. */
export const MICRO_COURSE_ID = COURSE_SEEDS.length + 1;

export const MICRO_COURSE = {
  title: '手卫生规范速学（微课）',
  subject: 'nursing',
  tag: '护理',
  credit: '省级II类学分 0.5分',
  learners: 96,
  /** Published long before the featured courses: it comes last in the newest-first catalogue. */
  publishedDaysAgo: 400,
  chapter: '第一章 手卫生规范要点',
  lessons: [
    ['手卫生的五个时刻', 24],
    ['七步洗手法与卫生手消毒', 28],
  ] as const satisfies readonly (readonly [title: string, seconds: number])[],
  intro: {
    about: '本微课依据《医务人员手卫生规范》（WS/T 313—2019），用两讲讲清手卫生的五个时刻、洗手与卫生手消毒的选择和七步洗手法。' +
      '每讲不到半分钟，适合晨会、交班前后随时学习；学完后完成结业考试即可获得学分。',
    audience: ['乡镇卫生院、社区卫生服务中心医生和护士', '乡村医生', '医疗机构感染管理专（兼）职人员'],
    gains: ['说出手卫生的五个时刻', '正确选择洗手或卫生手消毒', '规范完成七步洗手法'],
  },
};
