// Synthetic articles for the search bench: titles, summaries and bodies made of medical phrases, with
// topics drawn unevenly (a few very common, most rare), as in a real news archive. Phrases are segmented
// once (the vocabulary is small), so 100 000 documents are built in seconds; the query side still goes
// through the real segmentation and synonym expansion.
import { createRng, type Rng } from '@/server/seed/random';
import { synonymWordsIn } from '@/server/modules/search/query-terms';
import { toWordString } from '@/server/modules/search/segment';

const TOPICS = [
  '高血压', '糖尿病', '慢阻肺', '冠心病', '脑卒中', '慢性肾脏病', '血脂异常', '骨质疏松症', '心力衰竭', '房颤',
  '慢性阻塞性肺疾病', 'COPD', '2型糖尿病', '哮喘', '肺结核', '病毒性肝炎', '手足口病', '流行性感冒', '带状疱疹', '痛风',
  '甲状腺结节', '抑郁症', '阿尔茨海默病', '帕金森病', '颈椎病', '腰椎间盘突出', '消化性溃疡', '幽门螺杆菌感染', '胃食管反流',
  '缺铁性贫血', '儿童肥胖', '新生儿黄疸', '妊娠期糖尿病', '乳腺癌筛查', '宫颈癌筛查', '结直肠癌筛查', '肺癌早筛', '急性心肌梗死',
  '心肺复苏', '中暑', '一氧化碳中毒', '有机磷中毒', '犬咬伤', '烧烫伤', '骨折固定', '高尿酸血症', '脂肪肝', '睡眠障碍', '老年跌倒',
  '冠状动脉粥样硬化性心脏病', '社区获得性肺炎', '尿路感染', '过敏性鼻炎', '湿疹', '龋齿', '近视防控', '听力筛查', '营养不良',
];
const ACTIONS = ['管理', '规范化管理', '诊疗', '随访', '筛查', '康复', '护理', '用药指导', '健康教育', '早期识别', '急救处置', '转诊', '签约服务', '质量控制'];
const SETTINGS = ['社区', '乡镇卫生院', '村卫生室', '县级医院', '家庭医生团队', '医共体', '基层医疗机构', '社区卫生服务中心'];
const PEOPLE = ['老年人', '儿童', '孕产妇', '慢病患者', '农村居民', '职业人群', '青少年', '独居老人'];
const FILLERS = [
  '结合本地实际开展工作', '按照国家基层诊疗指南', '由全科医生牵头', '通过信息化平台', '定期开展质量评估', '强化医防融合',
  '落实双向转诊', '提高患者依从性', '加强健康宣教', '建立规范档案', '开展适宜技术推广', '组织病例讨论',
];
const KINDS = ['工作动态', '前沿资讯', '科普', '培训通知', '政策法规'];

type Phrase = { text: string; words: string };
const phrase = (text: string): Phrase => ({ text, words: [toWordString(text), ...synonymWordsIn(text)].join(' ') });
const topics = TOPICS.map(phrase);
const actions = ACTIONS.map(phrase);
const settings = SETTINGS.map(phrase);
const people = PEOPLE.map(phrase);
const fillers = FILLERS.map(phrase);
const DE = phrase('的');

export type SyntheticDoc = {
  id: number;
  title: string;
  summary: string;
  meta: string;
  publishedAt: Date;
  /** Space-separated words per weight, as documents.ts would index them. */
  a: string;
  b: string;
  c: string;
};

/** A skewed pick: index 0 most often, the tail rarely (about Zipf). */
function skewed<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(items.length * rng.next() ** 2.2))];
}

function join(parts: Phrase[]): Phrase {
  return { text: parts.map((p) => p.text).join(''), words: parts.map((p) => p.words).join(' ') };
}

/** A sentence about the document's topic, now and then about another one (as articles mention comorbidities). */
function sentence(rng: Rng, topic: Phrase): Phrase {
  const about = rng.chance(0.15) ? skewed(rng, topics) : topic;
  return join([rng.pick(settings), about, DE, rng.pick(actions), rng.pick(fillers), phrase('。')]);
}

export function buildSyntheticDoc(rng: Rng, id: number, now: number): SyntheticDoc {
  const topic = skewed(rng, topics);
  const title = join([rng.pick(settings), topic, DE, rng.pick(actions), ...(rng.chance(0.3) ? [rng.pick(people)] : [])]);
  const summary = join([sentence(rng, topic), sentence(rng, topic), sentence(rng, topic)]);
  const body = join(Array.from({ length: rng.int(6, 14) }, () => sentence(rng, topic)));
  const meta = rng.pick(KINDS);
  return {
    id,
    title: title.text,
    summary: summary.text,
    meta,
    publishedAt: new Date(now - rng.int(0, 3 * 365) * 86_400_000),
    a: title.words,
    b: `${summary.words} ${toWordString(meta)}`,
    c: body.words,
  };
}

export function* syntheticDocs(count: number, now: number, seed = 7): Generator<SyntheticDoc> {
  const rng = createRng(seed);
  for (let i = 1; i <= count; i++) yield buildSyntheticDoc(rng, i, now);
}
