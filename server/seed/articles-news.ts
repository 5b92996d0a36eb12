// News articles: policy documents and their readings (/news-policy), research and guideline news
// (/news-frontier) and the academy's work news (/news-work).
import type { Rng } from './random';
import type { ArticleDraft } from './types';
import { FINDINGS, GUIDELINES, POLICIES, WORK_HEADLINES } from './data/news';
import { PROJECTS } from './data/trainings';
import { COUNTIES, CITIES } from './data/regions';
import { CAT } from './data/categories';
import { COVERS, ORG } from './data/site';
import { DAY_MS, HOUR_MS, cnDate, fill, h3, ol, p, personName, uniqueTitle, yearOf } from './text';

const when = (now: number, daysAgo: number, rng: Rng) => new Date(now - daysAgo * DAY_MS - rng.int(1, 9) * HOUR_MS);

export function buildPolicyArticles(rng: Rng, now: number): ArticleDraft[] {
  return POLICIES.flatMap((pol, i) => {
    const issued = when(now, 20 + i * 55 + rng.int(0, 20), rng);
    const base = {
      categoryId: CAT.newsPolicy, cover: null, isPinned: false, tags: ['基层卫生政策'] as string[],
    };
    const issuedText = [
      p(`近日，${pol.issuer}印发《${pol.doc}》（以下简称《方案》），对今后一个时期的相关工作作出部署。`),
      h3('主要内容'), ol(pol.points),
      p(`《方案》要求各地结合实际抓好落实，${ORG}将围绕《方案》要求，组织开展面向基层医务人员的专题培训。`),
    ].join('');
    const readText = [
      p(`${cnDate(issued)}，${pol.issuer}印发《${pol.doc}》。为帮助基层医务人员准确把握政策要点，我们对文件进行了梳理。`),
      h3('为什么出台'), p('基层是卫生健康服务体系的网底，群众就近看病、连续管理的需求日益增长，基层服务能力仍有短板。'),
      h3('有哪些要点'), ol(pol.points.map((pt, k) => `${['一是', '二是', '三是', '四是'][k] ?? ''}${pt}。`)),
      h3('对基层意味着什么'), p('基层机构和医务人员应对照文件要求查找差距，积极参加相关培训，把政策要求转化为服务能力。'),
    ].join('');
    const out: ArticleDraft[] = [
      { ...base, title: `${pol.issuer}印发《${pol.doc}》`, summary: `${pol.issuer}印发《${pol.doc}》，明确${pol.points[0]}等重点任务。`,
        body: issuedText, source: pol.issuer, author: '政策法规编辑部', views: rng.int(500, 9000), publishedAt: issued },
      { ...base, title: `政策解读｜《${pol.doc}》要点速览`, summary: `从出台背景、主要内容和对基层的影响三个方面解读《${pol.doc}》。`,
        body: readText, source: ORG, author: personName(rng), views: rng.int(300, 6000),
        publishedAt: new Date(issued.getTime() + rng.int(2, 9) * DAY_MS) },
    ];
    if (i % 2 === 0) {
      out.push({ ...base, title: `一图读懂《${pol.doc}》`, summary: `用一张图看懂《${pol.doc}》的${pol.points.length}项重点任务。`,
        body: [p(`一图读懂《${pol.doc}》：`), ol(pol.points), p(`来源：${pol.issuer}`)].join(''), source: ORG,
        author: '新媒体编辑部', views: rng.int(800, 12000), publishedAt: new Date(issued.getTime() + rng.int(1, 3) * DAY_MS) });
    }
    return out;
  }).filter((a) => a.publishedAt.getTime() < now);
}

export function buildFrontierArticles(rng: Rng, now: number, count: number): ArticleDraft[] {
  const findings = FINDINGS.map(([act, who, outcome, effect, journal]) => ({
    title: rng.chance(0.5) ? `${journal}：${act}可使${who}${outcome}${effect}` : `研究发现：${act}，${who}${outcome}${effect}`,
    summary: `发表在${journal}上的一项研究显示，${act}的${who}，${outcome}${effect}。`,
    body: [
      p(`近期发表在${journal}上的一项研究，对${act}与${who}${outcome}之间的关系进行了分析。结果显示，${outcome}${effect}。`),
      h3('研究怎么做的'),
      p(`研究纳入了${rng.int(2, 60) * 1000}名${who}，随访${rng.int(2, 10)}年，校正年龄、性别、吸烟和基础疾病等因素后进行比较。`),
      h3('对基层有什么启示'),
      p(`基层医生在日常诊疗和随访中，可以把${act}作为健康指导的重点内容，帮助${who}改善长期结局。`),
      p('（本文为研究摘要编译，具体诊疗请遵循相关指南和医生意见。）'),
    ].join(''),
    tags: ['前沿研究'],
  }));
  const guides = GUIDELINES.flatMap((g) => [
    { title: `《${g}》更新，这些变化基层医生要知道`, summary: `新版《${g}》在诊断、治疗和随访方面有多处更新，本文梳理与基层相关的要点。`,
      body: [p(`新版《${g}》近日发布。与上一版相比，新版更加强调基层的规范诊疗和长期管理。`), h3('主要更新'),
        ol(['诊断与评估流程进一步简化，便于基层操作', '治疗目标更加个体化', '强调生活方式干预贯穿始终', '明确上下转诊指征']),
        p('建议基层医生认真学习新版指南，学院将陆续推出配套课程和直播解读。')].join(''), tags: ['指南解读'] },
    { title: `专家解读《${g}》：基层如何落地`, summary: `围绕新版《${g}》，专家就基层筛查、治疗和随访中的常见问题给出建议。`,
      body: [p(`新版《${g}》发布后，不少基层医生关心指南在乡镇卫生院和村卫生室如何落地。我们邀请省级师资进行了解读。`),
        h3('专家建议'), ol(['先学流程：把指南推荐的诊疗流程做成科室的简明路径', '抓住重点人群：优先管理高危和控制不佳的患者',
          '用好上下转诊：明确转诊指征，畅通绿色通道', '做实随访：把随访结果作为调整方案的依据']),
        p('学院已将新版指南纳入培训班和精品课程内容。')].join(''), tags: ['指南解读'] },
    { title: `图解《${g}》核心要点`, summary: `一组图看懂新版《${g}》的诊断、治疗和管理要点。`,
      body: [p(`一组图带您看懂新版《${g}》的核心要点：`), ol(['诊断标准与评估', '治疗目标与策略', '生活方式干预', '随访与转诊']),
        p('（内容整理自指南原文，供基层医务人员学习参考。）')].join(''), tags: ['指南解读'] },
  ]);
  return rng.sample([...findings, ...guides], count).map((a, i) => ({
    ...a, categoryId: CAT.newsFrontier, cover: i % 4 === 0 ? COVERS.news[0] : null, source: '学院编辑部',
    author: personName(rng), isPinned: false, views: rng.int(200, 8000), publishedAt: when(now, 3 + i * 11 + rng.int(0, 6), rng),
  }));
}

export function buildWorkArticles(rng: Rng, now: number, count: number): ArticleDraft[] {
  const seen = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const publishedAt = when(now, 2 + i * 13 + rng.int(0, 8), rng);
    const { city, county } = rng.pick(COUNTIES);
    const n = rng.int(40, 260);
    const title = uniqueTitle(seen, () => fill(rng.pick(WORK_HEADLINES), {
      city: rng.chance(0.3) ? rng.pick(CITIES).name : city.name, county: county.name,
      stem: rng.pick(rng.pick(PROJECTS).stems), year: yearOf(publishedAt), n,
    }));
    const reporter = personName(rng);
    return {
      categoryId: CAT.newsWork, title,
      summary: `${cnDate(publishedAt)}，${title.replace(/^学院/, `${ORG}培训学院`)}。`,
      body: [
        p(`${cnDate(publishedAt)}，${title.replace(/^学院/, `${ORG}培训学院`)}。来自${city.name}及周边县区的基层医务人员和管理人员参加活动。`),
        p(`活动中，专家围绕基层常见病诊疗、慢病规范化管理和急救技能等内容进行了讲解和现场指导，参与人员累计${n}人次。`),
        p(`与会人员表示，活动内容贴近基层实际，“听得懂、用得上”。下一步，学院将继续深入${city.name}等地，` +
          '推动优质培训资源下沉，助力提升基层卫生服务能力。'),
        p(`（通讯员：${reporter}）`),
      ].join(''),
      cover: i % 2 === 0 ? COVERS.news[0] : null, source: ORG, author: reporter, isPinned: false,
      views: rng.int(100, 3000), publishedAt, tags: ['工作动态'],
    };
  });
}
