// The society's journal 《中原基层医学》 (bimonthly, six issues a year): every issue of the last two
// complete years and those of this year published so far, each with a table of contents whose papers
// are articles of the journal category. A year is whole, so no year shows a stray handful of issues.
import type { Rng } from './random';
import type { ArticleDraft, JournalRow } from './types';
import { TOPICS } from './data/health';
import { COUNTIES } from './data/regions';
import { CAT } from './data/categories';
import { COVERS } from './data/site';
import { HOUR_MS, fill, p, personName, uniqueTitle } from './text';

export const JOURNAL_NAME = '中原基层医学';
/** Complete years kept before this year's issues. */
const FULL_YEARS = 2;
/** A bimonthly's issues in a year. */
export const ISSUES_PER_YEAR = 6;

/** The papers study adults; the children's topic stays in science and courses. */
const ADULT_TOPICS = TOPICS.filter((t) => t.key !== 'hfmd');
const POPULATIONS = ['农村老年人', '社区居民', '乡镇卫生院门诊患者', '留守老人', '中老年人群'];
const TCM = [['针刺联合艾灸', '膝骨关节炎'], ['穴位贴敷', '慢性咳嗽'], ['小儿推拿', '小儿功能性消化不良'], ['刮痧疗法', '颈型颈椎病']];
const SECTIONS: [section: string, templates: string[]][] = [
  ['论著', ['{county}{pop}{topic}患病现状及影响因素分析', '{pop}{topic}规范化管理效果评价']],
  ['论著', ['基于家庭医生签约服务的{topic}管理模式研究', '{county}基层医务人员{topic}诊疗知识知晓情况调查']],
  ['基层实践', ['紧密型县域医共体下{topic}分级诊疗的实践与思考', '乡村一体化管理在{topic}随访中的应用']],
  ['综述', ['基层医疗机构{topic}管理的研究进展']],
  ['中医药', ['{tcm}治疗{target}的临床观察']],
  ['病例报告', ['{topic}合并{other}1例报告']],
];

export type JournalEntryDraft = { journalId: number; section: string; title: string; authors: string; page: number; sort: number; article: ArticleDraft };

function abstractOf(section: string, topic: string, n: number, pop: string): string {
  if (section === '综述') return `【综述】梳理近年来${topic}基层管理的研究进展，为基层规范化管理提供参考。`;
  if (section === '病例报告') return `【病例报告】报告1例${topic}患者的基层诊治经过，并结合文献讨论诊治要点。`;
  return `【${section}】以${n}例${pop}为研究对象，探讨${topic}在基层的管理现状与改进路径，为基层规范化管理提供参考。`;
}

function bodyOf(rng: Rng, section: string, topic: string, n: number, pop: string): string {
  const keywords = p(`【关键词】 ${topic}；基层医疗；规范化管理`);
  if (section === '综述') {
    return [p(`${topic}是基层常见的健康问题。本文从筛查、诊断、治疗和随访四个方面，综述近年来国内外${topic}基层管理的研究进展。`),
      p('现有研究提示，以家庭医生团队为核心、上下级医院协同的连续性管理模式，有助于提高患者的规范管理率和控制率。'), keywords].join('');
  }
  if (section === '病例报告') {
    return [p(`【病例资料】 患者，${rng.pick(['男', '女'])}，${rng.int(45, 82)}岁，因症状反复${rng.int(2, 12)}个月到乡镇卫生院就诊，经详细问诊、体格检查和辅助检查后明确诊断。`),
      p(`【讨论】 ${topic}在基层并不少见，合并其他疾病时症状容易相互掩盖。基层医生应重视病史采集和随访，及时识别转诊指征。`), keywords].join('');
  }
  return [
    p(`【目的】 探讨${topic}在基层的管理现状与改进路径。`),
    p(`【方法】 选取${n}例${pop}作为研究对象，采用问卷调查、体格检查和随访记录相结合的方法收集资料，进行统计分析。`),
    p(`【结果】 规范管理组的控制达标率为${rng.int(55, 82)}%，高于对照组的${rng.int(30, 54)}%，差异有统计学意义（P＜0.05）。`),
    p(`【结论】 在基层开展${topic}的规范化管理，有助于提高控制率、改善患者预后，值得推广。`),
    keywords,
  ].join('');
}

/** Issue (year, number) published on the 15th of the issue's second month, Beijing time. */
export function issueDate(year: number, number: number): Date {
  return new Date(Date.UTC(year, number * 2 - 1, 15, 1));
}

export function buildJournals(rng: Rng, now: number): { journals: JournalRow[]; entries: JournalEntryDraft[] } {
  const d = new Date(now + 8 * HOUR_MS);
  let year = d.getUTCFullYear();
  let number = Math.floor(d.getUTCMonth() / 2) + 1;
  if (issueDate(year, number).getTime() > now) [year, number] = number === 1 ? [year - 1, 6] : [year, number - 1];
  // From the latest issue back to the first issue of the oldest complete year.
  const issues = (year - (d.getUTCFullYear() - FULL_YEARS)) * ISSUES_PER_YEAR + number;
  const journals: JournalRow[] = [];
  const entries: JournalEntryDraft[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < issues; i++) {
    const id = i + 1;
    const publishedAt = issueDate(year, number);
    const source = `《${JOURNAL_NAME}》${year}年第${number}期`;
    journals.push({
      id, name: JOURNAL_NAME, year, number, cover: COVERS.journal[i % COVERS.journal.length], publishedAt,
      summary: `${source}，本期刊登论著、基层实践、综述、中医药和病例报告等栏目文章${SECTIONS.length}篇。`,
    });
    let page = 1;
    SECTIONS.forEach(([section, templates], k) => {
      let topic = rng.pick(ADULT_TOPICS);
      let pop = rng.pick(POPULATIONS);
      const title = uniqueTitle(seen, () => {
        topic = rng.pick(ADULT_TOPICS);
        pop = rng.pick(POPULATIONS);
        const [tcm, target] = rng.pick(TCM);
        return fill(rng.pick(templates), {
          county: rng.pick(COUNTIES).county.name, pop, topic: topic.name, tcm, target,
          other: rng.pick(ADULT_TOPICS.filter((t) => t !== topic)).name,
        });
      });
      const authors = Array.from({ length: rng.int(2, 4) }, () => personName(rng)).join('，');
      const n = rng.int(80, 600);
      if (title.includes('医务人员')) pop = '基层医务人员';
      entries.push({
        journalId: id, section, title, authors, page, sort: k + 1,
        article: {
          categoryId: CAT.journal, title, summary: abstractOf(section, topic.name, n, pop),
          body: bodyOf(rng, section, topic.name, n, pop), cover: null, source, author: authors, isPinned: false,
          views: rng.int(50, 1500), publishedAt, tags: [topic.tag],
        },
      });
      page += rng.int(4, 8);
    });
    [year, number] = number === 1 ? [year - 1, 6] : [year, number - 1];
  }
  return { journals, entries };
}
