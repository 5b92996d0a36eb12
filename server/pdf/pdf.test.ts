import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { A4, PdfDocument, textWidth, wrapText } from './index';
import { cjkString, normalizeText } from './text';

/** The objects of a PDF by number, checked against its cross-reference table. */
function parse(pdf: string) {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
  const head = /^xref\n0 (\d+)\n/.exec(pdf.slice(startxref));
  const size = Number(head?.[1]);
  const entries = pdf.slice(startxref + (head?.[0].length ?? 0)).split('\n').slice(0, size);
  expect(entries[0]).toBe('0000000000 65535 f ');
  const objects = new Map<number, string>();
  for (let n = 1; n < size; n++) {
    // Each entry is exactly 20 bytes ("nnnnnnnnnn ggggg n \n") and points at "n 0 obj".
    expect(entries[n]).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entries[n].slice(0, 10));
    expect(pdf.slice(offset, offset + `${n} 0 obj\n`.length)).toBe(`${n} 0 obj\n`);
    const end = pdf.indexOf('\nendobj\n', offset);
    objects.set(n, pdf.slice(offset, end));
  }
  const trailer = pdf.slice(pdf.indexOf('trailer', startxref));
  expect(trailer).toContain(`/Size ${size}`);
  // Stream lengths match their data.
  for (const body of objects.values()) {
    const m = /<< \/Length (\d+) >>\nstream\n/.exec(body);
    if (m) expect(body.length - (m.index + m[0].length) - '\nendstream'.length).toBe(Number(m[1]));
  }
  return { objects, trailer };
}

describe('PdfDocument', () => {
  it('writes a parseable file with valid xref offsets and the text in its encoded form', () => {
    const doc = new PdfDocument({ title: '继续医学教育证书' });
    const page = doc.addPage();
    page.text('张三 completed (2025)', 72, 100, { size: 14, bold: true, color: '#7a1f1f' });
    page.line(72, 110, 523, 110, { width: 0.5, color: '#999999', dash: [2, 2] });
    page.rect(30, 30, 535, 782, { stroke: '#b08d3c', width: 2 });
    page.rect(40, 40, 100, 20, { fill: '#f6f1e3' });
    page.rect(40, 70, 100, 20, { fill: '#eee', stroke: '#000' });
    page.circle(300, 400, 50, { stroke: '#c0392b', width: 2 });
    const pdf = doc.toString();
    const { objects, trailer } = parse(pdf);
    // 张 U+5F20, 三 U+4E09 as UCS-2 hex; the ASCII run as an escaped Helvetica string.
    expect(pdf).toContain(`/F1 14 Tf ${cjkString('张三')} Tj /F2 14 Tf ( completed \\(2025\\)) Tj`);
    expect(cjkString('张三')).toBe('<5f204e09>');
    expect(pdf).toContain('/UniGB-UCS2-H');
    expect(pdf).toContain('/BaseFont /STSong-Light');
    expect(pdf).toMatch(/re S Q/);
    expect(pdf).toMatch(/re f Q/);
    expect(pdf).toMatch(/re B Q/);
    // The circle: starts at its rightmost point, four curves, closed and stroked.
    expect(pdf).toContain(`350 ${(A4.height - 400).toFixed(2).replace(/0+$/, '').replace(/\.$/, '')} m`);
    expect(pdf.match(/ c /g)?.length).toBe(4);
    expect(pdf).toMatch(/ c h S Q/);
    expect([...objects.values()].some((o) => o.includes('/Type /Catalog'))).toBe(true);
    // The title in the info dictionary is UTF-16BE hex.
    expect(pdf).toContain('/Title <feff7ee7');
    expect(trailer).toMatch(/\/Root \d+ 0 R/);
  });

  it('is pure ASCII, so the string and the bytes agree', () => {
    const doc = new PdfDocument({ title: '证书 ✓ 😀' });
    doc.addPage().text('中文、English、emoji 😀 and tab\there', 72, 72);
    const pdf = doc.toString();
    expect(/^[\x0a\x20-\x7e]*$/.test(pdf)).toBe(true);
    expect(doc.toBuffer().length).toBe(pdf.length);
  });

  it('puts text at its position measured from the top-left corner, aligned as asked', () => {
    const doc = new PdfDocument();
    const page = doc.addPage();
    const w = page.text('AB', 100, 50, { size: 10, align: 'right' });
    expect(w).toBeCloseTo(textWidth('AB', 10));
    // A (667) + B (667) at 10 pt = 13.34 pt; right end at x = 100; baseline 50 pt below the top.
    expect(page.content()).toContain(`1 0 0 1 86.66 ${(A4.height - 50).toFixed(2).replace(/0+$/, '')} Tm`);
    page.text('中文', 100, 60, { size: 10, align: 'center' });
    expect(page.content()).toContain('1 0 0 1 90 ');
  });

  it('has several pages in order, landscape on request', () => {
    const doc = new PdfDocument();
    doc.addPage().text('第一页', 72, 72);
    doc.addPage({ landscape: true }).text('第二页', 72, 72);
    expect(doc.pageCount).toBe(2);
    const { objects } = parse(doc.toString());
    const pagesObj = [...objects.values()].find((o) => o.includes('/Type /Pages'));
    expect(pagesObj).toMatch(/\/Count 2/);
    const pages = [...objects.values()].filter((o) => o.includes('/Type /Page '));
    expect(pages[0]).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pages[1]).toContain('/MediaBox [0 0 841.89 595.28]');
  });

  it('draws a QR code as filled squares, one rectangle per run of dark modules', () => {
    const text = 'https://example.org/cert/verify?no=ABCD-EFGH-JKLM-NPQR';
    const doc = new PdfDocument();
    const page = doc.addPage();
    const n = page.qr(text, 400, 600, 100);
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
    const rects = page.content().match(/ re/g) ?? [];
    expect(rects.length).toBe(runs);
    // The rectangles cover exactly the dark modules' area.
    const cell = 100 / n;
    const area = [...page.content().matchAll(/[\d.]+ [\d.]+ ([\d.]+) ([\d.]+) re/g)].reduce((s, m) => s + Number(m[1]) * Number(m[2]), 0);
    expect(area).toBeCloseTo(dark * cell * cell, -1);
    // The top-left finder pattern starts at the QR's top-left corner.
    expect(page.content()).toContain(`400 ${(A4.height - 600 - cell).toFixed(2)}`);
    parse(doc.toString());
  });

  it('refuses an empty document, a bad colour or a coordinate that is not a number', () => {
    expect(() => new PdfDocument().toString()).toThrow();
    const page = new PdfDocument().addPage();
    expect(() => page.rect(0, 0, 10, 10, { fill: '#zzz' })).toThrow(RangeError);
    expect(() => page.line(0, Number.NaN, 1, 1)).toThrow(RangeError);
  });
});

describe('mono', () => {
  it('draws ASCII in Courier, every character 600 units wide', () => {
    const page = new PdfDocument().addPage();
    expect(page.text('MW-il', 10, 10, { size: 10, mono: true })).toBeCloseTo(30);
    expect(page.content()).toContain('/F3 10 Tf (MW-il) Tj');
    expect(textWidth('MW', 10)).toBeGreaterThan(textWidth('il', 10));
    expect(textWidth('MW', 10, true)).toBe(textWidth('il', 10, true));
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

  it('normalizes what the fonts cannot show', () => {
    expect(normalizeText('a\tb😀¥')).toBe('a b?￥');
  });
});
