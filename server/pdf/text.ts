// Fonts, measuring and wrapping for the PDF writer. Every glyph comes from fonts shipped in
// server/pdf/fonts (Noto Sans CJK SC, SIL OFL; see the README there) and is embedded in the document,
// so a reader without any Chinese font of its own shows the same thing as one with them. Widths come
// from the same font objects pdfkit lays the text out with, so centred and right-aligned lines land
// where they should.
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * Resolved from the working directory (the repository root under `next start`, vitest and scripts),
 * never from this module's own location, which is a bundled chunk once Next.js has built the server.
 */
export const FONT_DIR = path.join(process.cwd(), 'server', 'pdf', 'fonts');
export const SANS_FILE = 'NotoSansSC-Subset.ttf';
export const MONO_FILE = 'NotoSansMonoSC-ASCII.ttf';

/** What a missing character is drawn as: the font has it, and it reads as "a character was here". */
export const MISSING = '\u25a1';

export type Fonts = { sans: fontkit.Font; mono: fontkit.Font };

let loaded: Fonts | undefined;

function open(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(path.join(FONT_DIR, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}

/** The two fonts, parsed once per process (fontkit reads tables lazily, so this is cheap). */
export function fonts(): Fonts {
  loaded ??= { sans: open(SANS_FILE), mono: open(MONO_FILE) };
  return loaded;
}

export type TextRun = { mono: boolean; text: string };

const isAscii = (code: number) => code >= 0x20 && code < 0x7f;

/**
 * The characters as they will be drawn: control characters become spaces and a character the
 * embedded font does not have becomes MISSING (and is reported through `missing`), so a rare
 * character typed into a title never breaks a document.
 */
export function normalizeText(text: string, missing?: Set<string>): string {
  const { sans } = fonts();
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) out += ' ';
    else if (sans.hasGlyphForCodePoint(code)) out += ch;
    else {
      missing?.add(ch);
      out += MISSING;
    }
  }
  return out;
}

/** Splits normalized text into runs of one font each: with mono, ASCII in the fixed-width font. */
export function splitRuns(text: string, mono = false): TextRun[] {
  if (!mono) return text ? [{ mono: false, text }] : [];
  const runs: TextRun[] = [];
  for (const ch of text) {
    const isMono = isAscii(ch.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last && last.mono === isMono) last.text += ch;
    else runs.push({ mono: isMono, text: ch });
  }
  return runs;
}

function runWidth(run: TextRun, size: number): number {
  const font = run.mono ? fonts().mono : fonts().sans;
  return (font.layout(run.text).advanceWidth * size) / font.unitsPerEm;
}

/** Width in points of a line of text at the given size; mono: ASCII in the fixed-width font. */
export function textWidth(text: string, size: number, mono = false): number {
  return splitRuns(normalizeText(text), mono).reduce((w, run) => w + runWidth(run, size), 0);
}

/** Width in points of a run already normalized (what the page draws, without normalizing twice). */
export function runsWidth(runs: TextRun[], size: number): number {
  return runs.reduce((w, run) => w + runWidth(run, size), 0);
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
    // Tokens: one CJK character, or a run of Latin non-space characters, or one space. Characters
    // the font lacks stay as they are (measured as □), so the page that draws the line reports them.
    const clean = paragraph.replace(/[\x00-\x1f\x7f-\x9f]/g, ' ');
    const tokens = clean.match(/[\x21-\x7e]+| |[^\x20-\x7e]/gu) ?? [];
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
          const cw = textWidth(ch, size, mono);
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
