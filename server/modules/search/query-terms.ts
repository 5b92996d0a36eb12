// From what a visitor typed to search terms. Every term must match (AND); each term is an OR of its
// alternatives: the word itself, or every word of its synonym group (synonyms.ts), each as a phrase of
// segmented words and as one whole word (documents carry dictionary words whole, see documents.ts).
// A Chinese word is searched as the phrase of its character bigrams (segment.ts), so a part of a word
// (血压 of 高血压) finds what the word finds.
import { bigramsOf, isAllHan, isSingleHan, normalizeText, segmentWords, toWordString, type Word } from './segment';
import { SYNONYM_GROUPS } from './synonyms';

export type QueryTerm = {
  /** The term as typed (normalised), e.g. 高血压 or 慢阻肺. */
  label: string;
  /** Alternatives for phraseto_tsquery('simple', ...): space-separated words, or one whole word. */
  phrases: string[];
  /** Texts to mark in the results: the typed word and its synonyms, as written in synonyms.ts. */
  highlights: string[];
  /** Synonyms searched beyond what was typed (shown to the visitor). */
  synonyms: string[];
};

/** At most this many terms count; more would only make the query slower, not better. */
export const MAX_TERMS = 8;

/** Words too common to be required: dropped from the query (they stay in the index). */
const STOP_WORDS = new Set(['的', '了', '和', '与', '及', '或', '之', '等', '是', '在', '对', '把', '被']);

const groupOf = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) groupOf.set(normalizeText(word), group);
const LONGEST_SYNONYM = Math.max(...[...groupOf.keys()].map((w) => w.length));

/** ASCII words (abbreviations) match only as whole words: "af" is not inside "after". */
const ASCII_WORD = /^[a-z0-9]+$/;

/** Every normalised synonym found in a text (for the index): CJK words as substrings, ASCII as words. */
export function synonymWordsIn(text: string): string[] {
  const norm = normalizeText(text);
  const found: string[] = [];
  for (const word of groupOf.keys()) {
    if (ASCII_WORD.test(word)) {
      if (new RegExp(`(^|[^a-z0-9])${word}($|[^a-z0-9])`).test(norm)) found.push(word);
    } else if (norm.includes(word)) {
      found.push(word);
    }
  }
  return found;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/**
 * Drops phrases that another alternative already covers: a document with 高血压 <-> 病 has 高血压, so
 * when 高血压 is an alternative the phrase only costs time (phrases make PostgreSQL recheck rows).
 */
function withoutCovered(phrases: string[]): string[] {
  const singles = new Set(phrases.filter((p) => !p.includes(' ')));
  return phrases.filter((p) => !p.includes(' ') || !p.split(' ').some((w) => singles.has(w)));
}

function synonymTerm(label: string, group: readonly string[]): QueryTerm {
  const words = group.map(normalizeText);
  return {
    label,
    phrases: withoutCovered(unique(words.flatMap((w) => [w, toWordString(w)]).filter(Boolean))),
    highlights: unique([label, ...group]),
    synonyms: group.filter((w) => normalizeText(w) !== label),
  };
}

/** How a typed word is looked up: Chinese as the phrase of its bigrams, anything else as the word. */
function wordPhrase(word: string): string {
  return isAllHan(word) && word.length > 1 ? bigramsOf(word).join(' ') : word;
}

/**
 * The synonym groups a Chinese word is most of a member of (血压 of 高血压, 糖尿 of 糖尿病): a search for
 * the part must find what the whole word finds, including the pages that only use its synonyms (HBP).
 * "Most" (two thirds) keeps generic parts such as 慢性 of 慢性阻塞性肺疾病 from pulling in a group.
 */
function groupsContaining(word: string): (readonly string[])[] {
  if (!isAllHan(word) || word.length < 2) return [];
  const found = new Set<readonly string[]>();
  for (const [member, group] of groupOf) {
    if (member !== word && member.includes(word) && word.length * 3 >= member.length * 2) found.add(group);
  }
  return [...found];
}

function plainTerm(label: string): QueryTerm {
  const groups = groupsContaining(label);
  const extra = groups.flat();
  const expanded = extra.flatMap((w) => {
    const norm = normalizeText(w);
    return [norm, toWordString(norm)];
  });
  return {
    label,
    phrases: withoutCovered(unique([wordPhrase(label), ...expanded].filter(Boolean))),
    highlights: unique([label, ...extra]),
    synonyms: unique(extra),
  };
}

/**
 * Glues a lone Chinese character to the Chinese text it is typed apart from (高 血压 -> 高血压): people
 * put spaces in while typing with an input method, and a single character is no search term of its own.
 */
function joinLoneCharacters(norm: string): string {
  const out: string[] = [];
  let glueNext = false;
  for (const chunk of norm.split(/\s+/).filter(Boolean)) {
    const prev = out.at(-1);
    const lone = isAllHan(chunk) && chunk.length === 1;
    // The segmenter cuts the glued text into words again (社区 高 血压 -> 社区高血压 -> 社区 + 高血压).
    if (prev !== undefined && isAllHan(prev) && isAllHan(chunk) && (glueNext || lone)) out[out.length - 1] = prev + chunk;
    else out.push(chunk);
    glueNext = lone;
  }
  return out.join(' ');
}

/** Whether words[i..j) sit side by side in the text, with nothing between them. */
function isContiguous(words: Word[], i: number, j: number): boolean {
  for (let k = i + 1; k < j; k++) if (words[k].start !== words[k - 1].end) return false;
  return true;
}

/**
 * A synonym starting at word i, as [index of the next word to read, the synonym as typed, its group], or
 * null. The longest one that ends where a word ends wins; failing that, the longest that ends inside a
 * word (the segmenter may glue a synonym to what follows: 慢阻肺病人 -> 慢 阻 肺病 人), whose rest of
 * that word is then dropped.
 */
function synonymAt(norm: string, words: Word[], i: number): [number, string, readonly string[]] | null {
  let midWord: [number, string, readonly string[]] | null = null;
  for (let j = words.length; j > i; j--) {
    if (!isContiguous(words, i, j)) continue;
    const start = words[i].start;
    const lastStart = words[j - 1].start;
    for (let end = words[j - 1].end; end > lastStart; end--) {
      const text = norm.slice(start, end);
      if (text.length > LONGEST_SYNONYM) continue;
      const group = groupOf.get(text);
      if (!group) continue;
      if (end === words[j - 1].end) return [j, text, group];
      if (!midWord || text.length > midWord[1].length) midWord = [j, text, group];
    }
  }
  return midWord;
}

/** The terms of a query; empty when nothing searchable is left (only punctuation or stop words). */
export function parseQuery(q: string): QueryTerm[] {
  const norm = joinLoneCharacters(normalizeText(q));
  const words = segmentWords(norm);
  const terms: QueryTerm[] = [];
  let i = 0;
  while (i < words.length) {
    const synonym = synonymAt(norm, words, i);
    if (synonym) {
      const [next, label, group] = synonym;
      terms.push(synonymTerm(label, group));
      i = next;
      continue;
    }
    const word = words[i].text;
    if (STOP_WORDS.has(word)) {
      i += 1;
      continue;
    }
    if (isSingleHan(word)) {
      // Characters the segmenter left alone side by side are most likely one word it does not know
      // (院前 -> 院 + 前): search them as a phrase, not as characters anywhere on the page.
      let end = i + 1;
      while (end < words.length && isSingleHan(words[end].text) && !STOP_WORDS.has(words[end].text) && isContiguous(words, end - 1, end + 1)) {
        end += 1;
      }
      const run = words.slice(i, end).map((w) => w.text);
      terms.push(plainTerm(run.join('')));
      i = end;
      continue;
    }
    terms.push(plainTerm(word));
    i += 1;
  }
  const byLabel = new Map<string, QueryTerm>();
  for (const t of terms) if (!byLabel.has(t.label)) byLabel.set(t.label, t);
  return [...byLabel.values()].slice(0, MAX_TERMS);
}
