// A small PDF 1.4 writer for the documents the site hands out (certificates, credit summaries,
// invoices). No font is embedded: Chinese uses STSong-Light through UniGB-UCS2-H, which every PDF
// reader supplies (Adobe's Asian font packs, pdf.js, Chromium's PDFium), and ASCII uses Helvetica (or
// Courier with `mono`), so a
// one-page certificate is a few KB. Everything written is ASCII (CJK as hex strings), so the file can
// be sent as a string and byte offsets equal string offsets.
//
// Coordinates are in points (1/72 inch) from the TOP-LEFT corner of the page, y growing downwards
// (the writer flips them into PDF's bottom-up space). A text's y is its baseline.
import QRCode from 'qrcode';
import { cjkString, latinString, normalizeText, splitRuns, textWidth, utf16String, wrapText } from './text';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** '#rgb' or '#rrggbb'. */
export type PdfColor = `#${string}`;

export type TextOptions = {
  /** Font size in points; default 12. */
  size?: number;
  /** Where x is: the left end (default), the centre or the right end of the line. */
  align?: 'left' | 'center' | 'right';
  /** Fill colour; default black. */
  color?: PdfColor;
  /** Simulated bold (the glyphs are also stroked): STSong-Light has no bold face. */
  bold?: boolean;
  /** ASCII in Courier (fixed width): numbers and codes that must line up or fit a known width. */
  mono?: boolean;
};

export type ParagraphOptions = TextOptions & {
  /** Distance between baselines; default 1.6 × size. */
  lineHeight?: number;
};

export type LineOptions = { width?: number; color?: PdfColor; dash?: number[] };
export type RectOptions = { stroke?: PdfColor; fill?: PdfColor; width?: number };
export type QrOptions = {
  /** Module colour; default black. */
  color?: PdfColor;
  /** Error correction; default 'M'. */
  level?: 'L' | 'M' | 'Q' | 'H';
};

/** A number as PDF wants it: finite, at most 2 decimals, no exponent. */
function num(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`PDF coordinate is not a finite number: ${n}`);
  const s = (Math.round(n * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}

function rgb(color: PdfColor): string {
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`Not a colour: ${color}`);
  return [0, 2, 4].map((i) => num(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');
}

/** One page: drawing calls append operators to its content stream. Get one from PdfDocument.addPage. */
export class PdfPage {
  private readonly ops: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Draws one line of text with its baseline at (x, y); returns its width in points. */
  text(text: string, x: number, y: number, options: TextOptions = {}): number {
    const size = options.size ?? 12;
    const clean = normalizeText(text);
    const w = textWidth(clean, size, options.mono);
    if (!clean) return 0;
    const left = options.align === 'center' ? x - w / 2 : options.align === 'right' ? x - w : x;
    const style = options.bold ? `2 Tr ${num(size / 30)} w ` : '';
    const color = options.color ? `${rgb(options.color)} rg ${rgb(options.color)} RG ` : '0 g 0 G ';
    const shows = splitRuns(clean)
      .map((r) => (r.latin ? `/${options.mono ? 'F3' : 'F2'} ${num(size)} Tf ${latinString(r.text)} Tj` : `/F1 ${num(size)} Tf ${cjkString(r.text)} Tj`))
      .join(' ');
    this.ops.push(`q ${color}BT ${style}1 0 0 1 ${num(left)} ${num(this.height - y)} Tm ${shows} ET Q`);
    return w;
  }

  /**
   * Draws text wrapped to `width` points, first baseline at y ("\n" breaks lines); returns the y of
   * the baseline after the last line, where the next block can start.
   */
  paragraph(text: string, x: number, y: number, width: number, options: ParagraphOptions = {}): number {
    const size = options.size ?? 12;
    const lineHeight = options.lineHeight ?? size * 1.6;
    const anchor = options.align === 'center' ? x + width / 2 : options.align === 'right' ? x + width : x;
    let baseline = y;
    for (const line of wrapText(text, size, width, options.mono)) {
      this.text(line, anchor, baseline, options);
      baseline += lineHeight;
    }
    return baseline;
  }

  /** A straight line from (x1, y1) to (x2, y2). */
  line(x1: number, y1: number, x2: number, y2: number, options: LineOptions = {}): void {
    const dash = options.dash ? `[${options.dash.map(num).join(' ')}] 0 d ` : '';
    this.ops.push(
      `q ${rgb(options.color ?? '#000')} RG ${num(options.width ?? 1)} w ${dash}` +
        `${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(this.height - y2)} l S Q`,
    );
  }

  /** A rectangle with its top-left corner at (x, y): stroked, filled, or both (default: stroked black). */
  rect(x: number, y: number, width: number, height: number, options: RectOptions = {}): void {
    const { fill, stroke } = options;
    const paint = fill && stroke ? 'B' : fill ? 'f' : 'S';
    const colors = `${fill ? `${rgb(fill)} rg ` : ''}${rgb(stroke ?? '#000')} RG `;
    this.ops.push(`q ${colors}${num(options.width ?? 1)} w ${num(x)} ${num(this.height - y - height)} ${num(width)} ${num(height)} re ${paint} Q`);
  }

  /** A circle centred at (cx, cy) (four Bézier arcs): stroked, filled, or both, like rect. */
  circle(cx: number, cy: number, r: number, options: RectOptions = {}): void {
    const { fill, stroke } = options;
    const paint = fill && stroke ? 'B' : fill ? 'f' : 'S';
    const colors = `${fill ? `${rgb(fill)} rg ` : ''}${rgb(stroke ?? '#000')} RG `;
    const k = r * 0.5523; // control-point distance for a quarter circle
    const y = this.height - cy;
    const p = (a: number, b: number) => `${num(a)} ${num(b)}`;
    this.ops.push(
      `q ${colors}${num(options.width ?? 1)} w ${p(cx + r, y)} m ` +
        `${p(cx + r, y + k)} ${p(cx + k, y + r)} ${p(cx, y + r)} c ` +
        `${p(cx - k, y + r)} ${p(cx - r, y + k)} ${p(cx - r, y)} c ` +
        `${p(cx - r, y - k)} ${p(cx - k, y - r)} ${p(cx, y - r)} c ` +
        `${p(cx + k, y - r)} ${p(cx + r, y - k)} ${p(cx + r, y)} c h ${paint} Q`,
    );
  }

  /**
   * A QR code of `text`, `size` points square with its top-left corner at (x, y), drawn as filled
   * squares from the qrcode package's module matrix. Leave a light margin of about 4 modules around it
   * (the quiet zone scanners need). Returns the number of modules per side.
   */
  qr(text: string, x: number, y: number, size: number, options: QrOptions = {}): number {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: options.level ?? 'M' });
    const n = modules.size;
    const cell = size / n;
    const rects: string[] = [];
    for (let row = 0; row < n; row++) {
      // Runs of dark modules in a row become one rectangle: a fraction of the operators.
      let col = 0;
      while (col < n) {
        if (!modules.get(row, col)) {
          col++;
          continue;
        }
        const start = col;
        while (col < n && modules.get(row, col)) col++;
        const top = this.height - y - (row + 1) * cell;
        rects.push(`${num(x + start * cell)} ${num(top)} ${num((col - start) * cell)} ${num(cell)} re`);
      }
    }
    this.ops.push(`q ${rgb(options.color ?? '#000')} rg ${rects.join('\n')} f Q`);
    return n;
  }

  /** Width of a line of text in points (for layout before drawing). */
  measure(text: string, size = 12, mono = false): number {
    return textWidth(text, size, mono);
  }

  /** The page's content stream. */
  content(): string {
    return this.ops.join('\n');
  }
}

export type DocumentOptions = {
  /** Shown by readers as the document title (window title, tab). */
  title?: string;
  author?: string;
  subject?: string;
};

/** A document of one or more pages. */
export class PdfDocument {
  private readonly pageList: PdfPage[] = [];

  constructor(private readonly options: DocumentOptions = {}) {}

  /** Adds a page (A4 portrait by default; pass { landscape: true } or a size) and returns it. */
  addPage(size: { width: number; height: number; landscape?: boolean } | { landscape: boolean } = A4): PdfPage {
    const base = 'width' in size ? size : A4;
    const landscape = size.landscape ?? false;
    const page = landscape ? new PdfPage(base.height, base.width) : new PdfPage(base.width, base.height);
    this.pageList.push(page);
    return page;
  }

  /** The pages in order (e.g. to write "第 n 页 共 N 页" on each once all exist). */
  get pages(): readonly PdfPage[] {
    return this.pageList;
  }

  get pageCount(): number {
    return this.pageList.length;
  }

  /** The whole file; pure ASCII, so `Buffer.from(s, 'latin1')` and the string have the same bytes. */
  toString(): string {
    if (!this.pageList.length) throw new Error('A PDF needs at least one page');
    const objects: string[] = [];
    const add = (body: string) => objects.push(body);
    const reserve = () => objects.push('');
    const catalog = reserve();
    const pagesRef = reserve();
    const descriptor = add(
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 ' +
        '/Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    );
    const cidFont = add(
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
        `/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor ${descriptor} 0 R /DW 1000 >>`,
    );
    const cjk = add(`<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`);
    const latin = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    const mono = add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>');
    const kids = this.pageList.map((page) => {
      const content = page.content();
      const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
      return add(
        `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
          `/Resources << /Font << /F1 ${cjk} 0 R /F2 ${latin} 0 R /F3 ${mono} 0 R >> >> /Contents ${stream} 0 R >>`,
      );
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRef} 0 R /Lang (zh-CN) >>`;
    objects[pagesRef - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    const { title, author, subject } = this.options;
    const info = add(
      '<< /Producer (academy-pdf)' +
        (title ? ` /Title ${utf16String(title)}` : '') +
        (author ? ` /Author ${utf16String(author)}` : '') +
        (subject ? ` /Subject ${utf16String(subject)}` : '') +
        ' >>',
    );

    let out = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return out;
  }

  /** The whole file as bytes. */
  toBuffer(): Buffer {
    return Buffer.from(this.toString(), 'latin1');
  }
}
