// The regional health project (/project): a chronic-disease prevention programme in the counties of
// Xinyang, with its pinned introduction and progress news from the project counties.
import type { Rng } from './random';
import type { ArticleDraft } from './types';
import { cityByCode } from './data/regions';
import { CAT } from './data/categories';
import { COVERS, ORG } from './data/site';
import { DAY_MS, HOUR_MS, cnDate, cnNumber, fill, h3, ol, p, personName, ul, uniqueTitle, yearOf } from './text';

export const PROJECT_NAME = '豫南县域慢病综合防控示范项目';
const XINYANG = cityByCode('411500');

const HEADLINES = [
  '{county}项目点完成第{n}轮高血压、糖尿病患者随访',
  '项目专家组赴{county}开展基层慢病管理督导',
  '{county}开展“早筛查、早管理”进村入户活动，筛查居民{num}人',
  '{county}人民医院慢病管理中心投入使用',
  '{county}{num}名乡村医生参加项目慢病管理轮训',
  '项目简报（{year}年第{n}期）',
];

function intro(now: number): ArticleDraft {
  const counties = XINYANG.counties.map((c) => c.name);
  return {
    categoryId: CAT.project, isPinned: true, cover: COVERS.project[0], source: ORG, author: '项目办公室',
    title: `项目介绍：${PROJECT_NAME}`,
    summary: `${PROJECT_NAME}在信阳市${counties.length}个县（市）开展，以高血压、糖尿病为重点，建设县乡村一体化的慢病防控网络。`,
    body: [
      h3('项目背景'),
      p('高血压、糖尿病等慢性病是威胁居民健康的主要疾病。基层是慢病防控的主阵地，但仍存在筛查不充分、管理不规范、随访不连续等问题。'),
      h3('项目范围'),
      p(`项目由${ORG}组织实施，覆盖信阳市${counties.join('、')}，惠及项目县乡镇卫生院和村卫生室。`),
      h3('主要内容'),
      ol(['开展35岁以上居民高血压、糖尿病机会性筛查', '培训项目县全科医生、乡村医生慢病规范化管理能力',
        '建设县级慢病管理中心和乡镇慢病管理一体化门诊', '应用信息化随访工具，实现县乡村数据互通', '开展项目效果监测与评估']),
      h3('预期目标'),
      ul(['项目县高血压、糖尿病患者规范管理率提高到70%以上', '血压、血糖控制率较基线提高10个百分点', '每名乡村医生至少参加2次规范化轮训']),
    ].join(''),
    views: 15800,
    publishedAt: new Date(now - 720 * DAY_MS),
    tags: ['区域健康项目', '慢病管理'],
  };
}

export function buildProjectArticles(rng: Rng, now: number, count: number): ArticleDraft[] {
  const rounds = new Map<string, number>();
  const seen = new Set<string>();
  const news = Array.from({ length: count - 1 }, (_, i): ArticleDraft => {
    const publishedAt = new Date(now - (4 + i * 19 + rng.int(0, 9)) * DAY_MS - rng.int(1, 9) * HOUR_MS);
    const county = rng.pick(XINYANG.counties).name;
    const template = HEADLINES[i % HEADLINES.length];
    const key = template.includes('简报') ? `brief${yearOf(publishedAt)}` : `${county}${template}`;
    const n = (rounds.get(key) ?? 0) + 1;
    rounds.set(key, n);
    const num = rng.int(8, 60) * 100;
    const title = uniqueTitle(seen, () => fill(template, { county, n: cnNumber(n), num, year: yearOf(publishedAt) }));
    const isBrief = template.includes('简报');
    return {
      categoryId: CAT.project, isPinned: false, cover: i % 3 === 0 ? COVERS.project[0] : null, source: ORG,
      author: personName(rng), title,
      summary: isBrief
        ? `本期简报介绍${PROJECT_NAME}各项目县的筛查、随访和培训工作进展。`
        : `${cnDate(publishedAt)}，${title}。这是${PROJECT_NAME}在${county}推进的又一项工作。`,
      body: [
        p(isBrief ? `${cnDate(publishedAt)}，项目办公室汇总了各项目县近期工作进展，${county}等地进展较快。` : `${cnDate(publishedAt)}，${title}。`),
        p(`据介绍，${county}已累计建立高血压患者健康档案${rng.int(12, 40) * 1000}份、糖尿病患者健康档案${rng.int(4, 15) * 1000}份，` +
          `规范管理率达到${rng.int(62, 81)}%。`),
        p('项目专家指出，下一步要把随访质量作为重点，做实血压、血糖的监测和用药指导，让患者“管得住、控得好”。'),
      ].join(''),
      views: rng.int(100, 2500), publishedAt, tags: ['区域健康项目'],
    };
  });
  return [intro(now), ...news];
}
