// Text measuring and encoding for the PDF writer. Chinese (and any other non-ASCII BMP character) is
// shown with the CJK font STSong-Light through the UniGB-UCS2-H CMap: every glyph is 1000 units wide and
// the string is the character's UCS-2 code as hex. ASCII is shown with Helvetica (a standard-14 font)
// whose real widths are below, so centred and right-aligned lines land where they should.

/** Helvetica advance widths (1/1000 em) of ASCII 32..126, from the Adobe AFM. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space .. /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 .. ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ .. O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P .. _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` .. o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p .. ~
];

export type TextRun = { latin: boolean; text: string };

/**
 * The characters as they will be drawn: control characters become spaces and characters the UCS-2
 * CMap cannot address (outside the BMP, e.g. emoji) become "?", so nothing breaks the file.
 */
export function normalizeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code < 0x20 || code === 0x7f) out += ' ';
    else if (code > 0xffff || (code >= 0xd800 && code <= 0xdfff)) out += '?';
    else if (code === 0xa5) out += '\uffe5'; // the yen/yuan sign GB fonts carry is the full-width one
    else out += ch;
  }
  return out;
}

const isLatin = (code: number) => code >= 0x20 && code < 0x7f;

/** Courier's advance width: every character the same. */
const COURIER = 600;

/** Width in points of one (normalized) character at the given size; mono: ASCII in Courier. */
export function charWidth(ch: string, size: number, mono = false): number {
  const code = ch.codePointAt(0) ?? 0;
  const units = isLatin(code) ? (mono ? COURIER : HELVETICA[code - 0x20]) : 1000;
  return (units * size) / 1000;
}

/** Width in points of a line of text at the given size. */
export function textWidth(text: string, size: number, mono = false): number {
  let w = 0;
  for (const ch of normalizeText(text)) w += charWidth(ch, size, mono);
  return w;
}

/** Splits normalized text into runs of one font each. */
export function splitRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const ch of text) {
    const latin = isLatin(ch.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last && last.latin === latin) last.text += ch;
    else runs.push({ latin, text: ch });
  }
  return runs;
}

/** A Helvetica string literal: only printable ASCII reaches here; \, ( and ) are escaped. */
export function latinString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A UniGB-UCS2-H string: each character's UCS-2 code as four hex digits. */
export function cjkString(text: string): string {
  let hex = '';
  for (const ch of text) hex += (ch.codePointAt(0) ?? 0x3f).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

/** A PDF text string (document info) in UTF-16BE with its byte-order mark, as hex: pure ASCII. */
export function utf16String(text: string): string {
  let hex = 'feff';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

/** Chinese typesetting: these never start a line (they may hang past the right edge instead). */
const NO_LINE_START = '，。、；：？！）》」』”’,.;:?!)]%';

/**
 * Breaks text into lines no wider than `width` points: Chinese anywhere, Latin words kept whole when
 * they fit on a line of their own; "\n" forces a break.
 */
export function wrapText(text: string, size: number, width: number, mono = false): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    // Tokens: one CJK character, or a run of Latin non-space characters, or one space.
    const tokens = normalizeText(paragraph).match(/[\x21-\x7e]+| |[^\x20-\x7e]/g) ?? [];
    for (const token of tokens) {
      const w = textWidth(token, size, mono);
      if (used + w > width && line.trim() && !NO_LINE_START.includes(token[0])) {
        lines.push(line.trimEnd());
        line = '';
        used = 0;
        if (token === ' ') continue;
      }
      if (w > width && token.length > 1) {
        // A Latin word longer than a whole line: cut it by characters.
        for (const ch of token) {
          const cw = charWidth(ch, size, mono);
          if (used + cw > width && line) {
            lines.push(line);
            line = '';
            used = 0;
          }
          line += ch;
          used += cw;
        }
        continue;
      }
      line += token;
      used += w;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
