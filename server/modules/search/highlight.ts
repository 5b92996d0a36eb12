// Marks where the query's words (and their synonyms) occur in a plain-text title or snippet, as
// segments the page turns into <mark> elements. Matching ignores letter case and full/half width.
import type { ApiTextSegment } from '@/contract/wire/search';
import { normalizeText } from './segment';

const ASCII_WORD = /^[a-z0-9]+$/;
const ASCII_CHAR = /[a-z0-9]/;

/**
 * The text normalised character by character where that keeps its length (Ａ -> a, C -> c; … stays …),
 * so that offsets in the copy are offsets in the text.
 */
function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const f = normalizeText(ch);
    out += f.length === ch.length ? f : ch;
  }
  return out;
}

/** [start, end) ranges of the needles in text, merged and sorted. */
export function findRanges(text: string, needles: readonly string[]): [number, number][] {
  const hay = fold(text);
  const ranges: [number, number][] = [];
  for (const raw of needles) {
    const needle = normalizeText(raw);
    if (!needle) continue;
    const wholeWord = ASCII_WORD.test(needle);
    for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (wholeWord && (ASCII_CHAR.test(hay[at - 1] ?? '') || ASCII_CHAR.test(hay[end] ?? ''))) continue;
      ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] < last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The text cut into plain and matching segments. */
export function highlight(text: string, needles: readonly string[]): ApiTextSegment[] {
  const segments: ApiTextSegment[] = [];
  let at = 0;
  for (const [start, end] of findRanges(text, needles)) {
    if (start > at) segments.push({ text: text.slice(at, start), hit: false });
    segments.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), hit: false });
  return segments;
}

/**
 * A window of about `length` characters of text around its first match (the whole text when short),
 * with "…" where it was cut, highlighted.
 */
export function snippet(text: string, needles: readonly string[], length = 120): ApiTextSegment[] {
  const chars = [...text];
  if (chars.length <= length) return highlight(text, needles);
  const first = findRanges(text, needles)[0];
  // Offsets of findRanges are UTF-16 units; count characters up to the first match.
  const firstChar = first ? [...text.slice(0, first[0])].length : 0;
  const start = Math.max(0, Math.min(firstChar - Math.floor(length / 4), chars.length - length));
  const end = start + length;
  const cut = `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
  return highlight(cut, needles);
}
