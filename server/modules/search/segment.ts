// Chinese word segmentation for search, with the segmenter built into Node (ICU, no dependency). The
// same function cuts both the indexed text and the query, so 高血压管理 (高血压 + 管理) finds
// 高血压的社区管理 (高血压 + 的 + 社区 + 管理). Words are joined by spaces before PostgreSQL's 'simple'
// configuration sees them, which then only lowercases them.

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

/** A single Chinese character: what the segmenter leaves when a word is not in its dictionary. */
export function isSingleHan(word: string): boolean {
  return CJK.test(word);
}
