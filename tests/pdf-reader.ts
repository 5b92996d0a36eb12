// Reads a generated PDF the way a viewer does (pdf.js, the engine of Firefox's viewer and of many
// phone apps): its pages, the text on them line by line, the document info, and the fonts, so tests
// assert what a person sees rather than the bytes a writer happened to produce.
import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as placed: x of its left end and y of its baseline, from the page's top-left corner. */
export type PdfTextItem = { str: string; x: number; y: number; width: number };
export type PdfPageView = { width: number; height: number; items: PdfTextItem[]; lines: string[]; text: string };
export type PdfView = {
  header: string;
  pages: PdfPageView[];
  /** All pages' text, lines joined by "\n". */
  text: string;
  info: Record<string, unknown>;
  /** Raw objects (not streams) in latin1: font dictionaries and descriptors are plain objects. */
  raw: string;
};

export async function readPdf(bytes: Uint8Array): Promise<PdfView> {
  const raw = Buffer.from(bytes).toString('latin1');
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    // What the file carries, nothing the test machine might add: no system fonts, no eval.
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: PdfPageView[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    // Items on one baseline form a line, read left to right.
    const rows = new Map<number, { x: number; s: string }[]>();
    const items: PdfTextItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      items.push({ str: item.str, x: item.transform[4], y: height - item.transform[5], width: item.width });
      const y = Math.round(item.transform[5]);
      const row = rows.get(y) ?? [];
      row.push({ x: item.transform[4], s: item.str });
      rows.set(y, row);
    }
    const lines = [...rows.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, row]) => row.sort((a, b) => a.x - b.x).map((i) => i.s).join('').trim());
    pages.push({ width, height, items, lines, text: lines.join('\n') });
  }
  const info = (await doc.getMetadata()).info as Record<string, unknown>;
  await doc.destroy();
  return { header: raw.slice(0, 8), pages, text: pages.map((p) => p.text).join('\n'), info, raw };
}

/** The decompressed content streams (drawing operators) of a PDF, for counting shapes such as QR modules. */
export function contentStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const text = raw.toString('latin1');
  const out: string[] = [];
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const dict = m[1];
    if (/\/Subtype|\/Length1|\/Type\s*\/XRef/.test(dict)) continue; // fonts and other binary streams
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const data = raw.subarray(m.index + m[0].length, m.index + m[0].length + length);
    out.push((dict.includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1'));
  }
  return out;
}
