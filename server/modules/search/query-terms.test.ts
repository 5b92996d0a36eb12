import { describe, expect, it } from 'vitest';
import { findRanges, highlight, snippet } from './highlight';
import { parseQuery, synonymWordsIn } from './query-terms';
import { toBigramString, toWordString } from './segment';

const labels = (q: string) => parseQuery(q).map((t) => t.label);

describe('parseQuery', () => {
  it('cuts Chinese into words: 高血压管理 is 高血压 and 管理', () => {
    expect(labels('高血压管理')).toEqual(['高血压', '管理']);
    expect(toWordString('高血压的社区管理')).toBe('高血压 的 社区 管理');
  });

  it('drops stop words and punctuation, keeps the rest in order', () => {
    expect(labels('高血压的，管理！')).toEqual(['高血压', '管理']);
    expect(labels('的 了 和')).toEqual([]);
    expect(labels('  ')).toEqual([]);
  });

  it('searches characters the segmenter leaves alone side by side as one phrase', () => {
    const [term] = parseQuery('院前');
    expect(term.label).toBe('院前');
    expect(term.phrases).toEqual(['院前']);
  });

  it('searches a Chinese word as the phrase of its character bigrams', () => {
    expect(parseQuery('心电图')[0].phrases).toEqual(['心电 电图']);
    expect(parseQuery('血压')[0].phrases).toEqual(expect.arrayContaining(['血压']));
  });

  it('glues a lone character typed apart to its neighbour: 高 血压 is 高血压', () => {
    expect(labels('高 血压')).toEqual(['高血压']);
    expect(labels('高血 压')).toEqual(['高血压']);
    expect(labels('社区 高 血压 管理')).toEqual(['社区', '高血压', '管理']);
  });

  it('expands a word that is most of a medical term into that term and its synonyms', () => {
    const [term] = parseQuery('血压');
    expect(term.label).toBe('血压');
    expect(term.phrases).toEqual(expect.arrayContaining(['血压', '高血压', 'hbp']));
    expect(term.synonyms).toEqual(expect.arrayContaining(['高血压', 'HBP']));
    // A generic part (慢性 of 慢性阻塞性肺疾病) stays itself.
    expect(parseQuery('慢性')[0].synonyms).toEqual([]);
  });

  it('expands a term into its synonym group, each as whole word and as phrase', () => {
    const [term] = parseQuery('慢阻肺');
    expect(term.label).toBe('慢阻肺');
    expect(term.phrases).toEqual(expect.arrayContaining(['慢阻肺', '慢 阻 肺', '慢性阻塞性肺疾病', 'copd']));
    expect(term.synonyms).toEqual(['慢性阻塞性肺疾病', 'COPD']);
    expect(term.highlights).toEqual(expect.arrayContaining(['慢阻肺', 'COPD', '慢性阻塞性肺疾病']));
  });

  it('recognises abbreviations in any case and width, and long names the segmenter splits', () => {
    expect(parseQuery('ＣＯＰＤ')[0].synonyms).toContain('慢阻肺');
    expect(parseQuery('Copd')[0].synonyms).toContain('慢阻肺');
    expect(labels('冠状动脉粥样硬化性心脏病')).toEqual(['冠状动脉粥样硬化性心脏病']);
    expect(parseQuery('冠状动脉粥样硬化性心脏病')[0].synonyms).toContain('冠心病');
  });

  it('finds a synonym glued to the next word by the segmenter', () => {
    expect(labels('慢阻肺病人')[0]).toBe('慢阻肺');
    expect(labels('2型糖尿病患者的COPD管理')).toEqual(['2型糖尿病', '患者', 'copd', '管理']);
  });

  it('keeps at most eight terms and no term twice', () => {
    expect(labels('高血压 高血压 HBP')).toEqual(['高血压', 'hbp']);
    expect(parseQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10').length).toBe(8);
  });
});

describe('toBigramString (index side)', () => {
  it('gives the character pairs of every Chinese run, in order', () => {
    expect(toBigramString('高血压的管理，COPD 随访')).toBe('高血 血压 压的 的管 管理 随访');
    expect(toBigramString('肺 A')).toBe('');
  });
});

describe('synonymWordsIn (index side)', () => {
  it('finds Chinese synonyms inside text and abbreviations only as whole words', () => {
    expect(synonymWordsIn('社区慢阻肺患者随访')).toContain('慢阻肺');
    expect(synonymWordsIn('COPD 急性加重')).toContain('copd');
    expect(synonymWordsIn('after the chapter')).not.toContain('af');
    expect(synonymWordsIn('AF 患者抗凝')).toContain('af');
  });
});

describe('highlight', () => {
  it('cuts the text into plain and marked segments that join back into it', () => {
    const segments = highlight('高血压的社区管理', ['高血压', '管理']);
    expect(segments).toEqual([
      { text: '高血压', hit: true },
      { text: '的社区', hit: false },
      { text: '管理', hit: true },
    ]);
  });

  it('ignores letter case and width, merges overlaps and leaves markup as text', () => {
    expect(highlight('<b>Copd</b>', ['COPD'])).toEqual([
      { text: '<b>', hit: false },
      { text: 'Copd', hit: true },
      { text: '</b>', hit: false },
    ]);
    expect(findRanges('高血压病', ['高血压', '血压病'])).toEqual([[0, 4]]);
    expect(findRanges('ＣＯＰＤ', ['copd'])).toEqual([[0, 4]]);
  });

  it('marks abbreviations only as whole words', () => {
    expect(findRanges('after AF', ['af'])).toEqual([[6, 8]]);
  });

  it('answers a text without matches as one plain segment', () => {
    expect(highlight('无关内容', ['高血压'])).toEqual([{ text: '无关内容', hit: false }]);
    expect(highlight('', ['高血压'])).toEqual([{ text: '', hit: false }]);
  });
});

describe('snippet', () => {
  it('shows a window around the first match, with … where it was cut', () => {
    const text = `${'甲'.repeat(200)}糖尿病${'乙'.repeat(200)}`;
    const segments = snippet(text, ['糖尿病'], 60);
    const joined = segments.map((s) => s.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(['糖尿病']);
  });

  it('keeps a short text whole', () => {
    expect(snippet('短摘要', ['摘要'])).toEqual([{ text: '短', hit: false }, { text: '摘要', hit: true }]);
  });
});
