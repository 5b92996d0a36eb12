// Chinese word segmentation for search, with the segmenter built into Node (ICU, no dependency). The
// same function cuts both the indexed text and the query, so 高血压管理 (高血压 + 管理) finds
// 高血压的社区管理 (高血压 + 的 + 社区 + 管理). Words are joined by spaces before PostgreSQL's 'simple'
// configuration sees them, which then only lowercases them.
//
// The segmenter's dictionary words alone miss sub-words: 高血压 is one word, so a document about 高血压
// carries no 血压 and a search for 血压 would not find it. So documents also carry the character
// bigrams of every run of Chinese characters (高血 血压), and a Chinese word of the query is searched as
// the phrase of its bigrams: any text that contains the word's characters in order matches, whatever
// the segmenter made of it on either side.

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Full-width letters and digits to ASCII (ＣＯＰＤ -> COPD), and lower case: how both sides compare. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export type Word = { text: string; start: number; end: number };

/** The words of a text (punctuation and spaces dropped), with their offsets in the text. */
export function segmentWords(text: string): Word[] {
  const words: Word[] = [];
  for (const s of segmenter.segment(text)) {
    if (s.isWordLike) words.push({ text: s.segment, start: s.index, end: s.index + s.segment.length });
  }
  return words;
}

/** Text as space-separated words, ready for to_tsvector('simple', ...) or phraseto_tsquery. */
export function toWordString(text: string): string {
  return segmentWords(normalizeText(text))
    .map((w) => w.text)
    .join(' ');
}

const CJK = /^[\u3400-\u9fff\uf900-\ufaff]$/u;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]{2,}/gu;
const ALL_CJK = /^[\u3400-\u9fff\uf900-\ufaff]+$/u;

/** Whether a (normalised) word is made of Chinese characters only. */
export function isAllHan(word: string): boolean {
  return ALL_CJK.test(word);
}

/** The overlapping character pairs of a word of Chinese characters: 高血压 -> ["高血", "血压"]. */
export function bigramsOf(word: string): string[] {
  const chars = [...word];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i] + chars[i + 1]);
  return pairs;
}

/**
 * The bigrams of every run of two or more Chinese characters in a text, space-separated in text order
 * (so that a phrase of consecutive bigrams matches only consecutive characters).
 */
export function toBigramString(text: string): string {
  return [...normalizeText(text).matchAll(CJK_RUN)].flatMap((m) => bigramsOf(m[0])).join(' ');
}

/** A single Chinese character: what the segmenter leaves when a word is not in its dictionary. */
export function isSingleHan(word: string): boolean {
  return CJK.test(word);
}
