import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { contentStreams, readPdf } from '@/tests/pdf-reader';
import { A4, PdfDocument, textWidth, wrapText } from './index';
import { fonts, MISSING, normalizeText } from './text';
import { captureLogs } from '@/tests/api/logs';

describe('PdfDocument', () => {
  it('writes a file a reader shows the same everywhere: the text, the title, and the font embedded', async () => {
    const doc = new PdfDocument({ title: '继续医学教育证书', author: '培训学院' });
    const page = doc.addPage();
    page.text('张三 completed (2025)', 72, 100, { size: 14, bold: true, color: '#7a1f1f' });
    page.text('证书编号：K7M2-9QXH', 72, 130, { size: 10, mono: true });
    page.line(72, 110, 523, 110, { width: 0.5, color: '#999999', dash: [2, 2] });
    page.rect(30, 30, 535, 782, { stroke: '#b08d3c', width: 2 });
    page.rect(40, 40, 100, 20, { fill: '#f6f1e3' });
    page.rect(40, 70, 100, 20, { fill: '#eee', stroke: '#000' });
    page.circle(300, 400, 50, { stroke: '#c0392b', width: 2 });
    const bytes = await doc.toBuffer();
    const pdf = await readPdf(bytes);
    expect(pdf.header).toBe('%PDF-1.4');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0].lines).toEqual(['张三 completed (2025)', '证书编号：K7M2-9QXH']);
    expect(pdf.info).toMatchObject({ Title: '继续医学教育证书', Author: '培训学院' });
    // Every font is embedded as TrueType (a /FontFile2 stream) and subset; none is left to the reader.
    const descriptors = pdf.raw.match(/\/Type \/FontDescriptor[^]*?>>/g) ?? [];
    expect(descriptors).toHaveLength(2);
    for (const d of descriptors) expect(d).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(pdf.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
    expect(pdf.raw).not.toContain('STSong');
    expect(pdf.raw).not.toMatch(/\/Subtype \/Type1/);
    // Only the glyphs used travel: far below the 2 MB font file.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('puts text at its position measured from the top-left corner, aligned as asked', async () => {
    const doc = new PdfDocument();
    const page = doc.addPage();
    const w = page.text('AB', 100, 50, { size: 10, align: 'right' });
    expect(w).toBeCloseTo(textWidth('AB', 10));
    page.text('中文', 100, 60, { size: 10, align: 'center' });
    expect(page.measure('中文', 10)).toBe(20);
    const [ab, zh] = (await readPdf(await doc.toBuffer())).pages[0].items;
    expect(ab).toMatchObject({ str: 'AB' });
    expect(ab.x + ab.width).toBeCloseTo(100, 1);
    expect(ab.y).toBeCloseTo(50, 1);
    expect(zh).toMatchObject({ str: '中文' });
    expect(zh.x).toBeCloseTo(90, 1);
    expect(zh.y).toBeCloseTo(60, 1);
  });

  it('has several pages in order, landscape on request', async () => {
    const doc = new PdfDocument();
    doc.addPage().text('第一页', 72, 72);
    doc.addPage({ landscape: true }).text('第二页', 72, 72);
    expect(doc.pageCount).toBe(2);
    // Drawing on an earlier page after a later one exists lands on that page.
    doc.pages[0].text('第 1 页 共 2 页', 72, 800);
    const { pages } = await readPdf(await doc.toBuffer());
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [A4.width, A4.height],
      [A4.height, A4.width],
    ]);
    expect(pages.map((p) => p.lines)).toEqual([['第一页', '第 1 页 共 2 页'], ['第二页']]);
  });

  it('draws a QR code as filled squares, one rectangle per run of dark modules', async () => {
    const text = 'https://example.org/cert/verify?no=ABCD-EFGH-JKLM-NPQR';
    const doc = new PdfDocument();
    const n = doc.addPage().qr(text, 400, 600, 100);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(n).toBe(modules.size);
    let runs = 0;
    let dark = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (modules.get(r, c)) {
          dark++;
          if (c === 0 || !modules.get(r, c - 1)) runs++;
        }
      }
    }
    const [ops] = contentStreams(await doc.toBuffer());
    const rects = [...ops.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)].map((m) => m.slice(1).map(Number));
    expect(rects).toHaveLength(runs);
    // The rectangles cover exactly the dark modules' area, the first at the QR's top-left corner.
    const cell = 100 / n;
    expect(rects.reduce((s, [, , w, h]) => s + w * h, 0)).toBeCloseTo(dark * cell * cell, -1);
    expect(rects[0].slice(0, 2)).toEqual([400, 600]);
    expect(ops).toMatch(/ re\n[^]*\nf\nQ/); // filled, not stroked
  });

  it('refuses an empty document, a bad colour or a coordinate that is not a number', async () => {
    await expect(new PdfDocument().toBuffer()).rejects.toThrow();
    const page = new PdfDocument().addPage();
    expect(() => page.rect(0, 0, 10, 10, { fill: '#zzz' })).toThrow(RangeError);
    expect(() => page.line(0, Number.NaN, 1, 1)).toThrow(RangeError);
    expect(() => page.text('x', Number.POSITIVE_INFINITY, 1)).toThrow(RangeError);
  });
});

describe('characters the font does not have', () => {
  it('draws them as □, logs which, and still writes the document', async () => {
    const logs = captureLogs();
    const doc = new PdfDocument({ title: '发票' });
    // 䶮 (CJK extension A, outside GB 2312), an emoji, and a control character.
    const page = doc.addPage();
    page.text('刘䶮 😀 ok\u0007!', 72, 72);
    // Wrapped text too (names and titles in tables and boxes go through wrapText first).
    page.paragraph('名称：王㐀', 72, 100, 200);
    const pdf = await readPdf(await doc.toBuffer());
    expect(pdf.pages[0].lines).toEqual([`刘${MISSING} ${MISSING} ok !`, `名称：王${MISSING}`]);
    expect(doc.missingCharacters).toEqual(['䶮', '😀', '㐀']);
    logs.restore();
    expect(logs.lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    expect(logs.lines.find((l) => l.level === 'warn')?.msg).toMatch(/U\+4DAE.*U\+1F600.*U\+3400.*发票/);
  });

  it('covers every character the seed, the renderers and the site name can put in a document', () => {
    // Names, work units, course and training titles, invoice items come from server/seed; headings and
    // labels from the renderers. A new one outside the font fails here (remake: server/pdf/fonts/README.md).
    const sources = ['server/seed', 'server/modules/cert', 'server/modules/user/invoice', 'server/modules/home', 'contract/cert-format.ts'];
    const files = sources.flatMap((s) =>
      fs.statSync(s).isDirectory() ? fs.readdirSync(s, { recursive: true, encoding: 'utf8' }).map((f) => path.join(s, f)) : [s],
    );
    const seen = new Set<string>();
    for (const file of files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))) {
      for (const ch of fs.readFileSync(file, 'utf8')) if (ch.codePointAt(0)! > 0x7e) seen.add(ch);
    }
    expect(seen.size).toBeGreaterThan(1000);
    const { sans } = fonts();
    // Emoji and the like in comments or test data are not document text.
    const missing = [...seen].filter((ch) => ch.codePointAt(0)! <= 0xffff && !sans.hasGlyphForCodePoint(ch.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});

describe('mono', () => {
  it('draws ASCII in a fixed-width face, every character the same width', () => {
    expect(textWidth('MW', 10, true)).toBe(textWidth('il', 10, true));
    expect(textWidth('MW', 10)).toBeGreaterThan(textWidth('il', 10));
    expect(textWidth('K7M2-9QXH-ABCD-EFGH', 9, true)).toBeCloseTo(19 * 4.5);
  });
});

describe('wrapText', () => {
  it('breaks Chinese anywhere but never before closing punctuation', () => {
    // 5 characters of 10 pt fit in 50 pt.
    expect(wrapText('一二三四五六七八九十', 10, 50)).toEqual(['一二三四五', '六七八九十']);
    expect(wrapText('一二三四五，六七', 10, 50)).toEqual(['一二三四五，', '六七']);
  });

  it('keeps Latin words whole, cuts an over-long one, and honours line breaks', () => {
    const lines = wrapText('hello world again', 10, 60);
    expect(lines.every((l) => textWidth(l, 10) <= 60)).toBe(true);
    expect(lines.join(' ')).toBe('hello world again');
    expect(wrapText('x'.repeat(40), 10, 50).length).toBeGreaterThan(1);
    expect(wrapText('甲\n乙', 10, 100)).toEqual(['甲', '乙']);
  });

  it('normalizes what the font cannot show', () => {
    expect(normalizeText('a\tb😀¥')).toBe(`a b${MISSING}¥`);
  });
});
