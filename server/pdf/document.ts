// The PDF writer for the documents the site hands out (certificates, credit summaries, invoices), a
// thin layer over pdfkit. pdfkit rather than pdf-lib: it is actively maintained, has no install
// scripts, and subsets embedded TrueType fonts itself (fontkit), so a one-page certificate carries
// only the few hundred glyphs it uses out of the Noto Sans CJK SC subset in server/pdf/fonts. No
// text depends on fonts the reader may lack (the old writer relied on Adobe's STSong-Light, which
// some phone viewers and print shops do not have and replace with boxes).
//
// Coordinates are in points (1/72 inch) from the TOP-LEFT corner of the page, y growing downwards,
// as pdfkit draws. A text's y is its baseline.
import PDFKit from 'pdfkit';
import QRCode from 'qrcode';
import { fonts, normalizeText, runsWidth, splitRuns, wrapText } from './text';
import { log } from '@/server/log';

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
  /** Simulated bold (the glyphs are also stroked): one embedded weight keeps documents small. */
  bold?: boolean;
  /** ASCII in a fixed-width face: numbers and codes that must line up or fit a known width. */
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

/** Refuses what would write a broken operator (pdfkit would print NaN into the content stream). */
function finite(...values: number[]): void {
  for (const n of values) if (!Number.isFinite(n)) throw new RangeError(`PDF coordinate is not a finite number: ${n}`);
}

/** A colour as '#rrggbb', refusing anything else (pdfkit silently ignores a colour it cannot read). */
function rgb(color: PdfColor): string {
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`Not a colour: ${color}`);
  return `#${hex}`;
}

type Kit = InstanceType<typeof PDFKit>;

/** One page of a PdfDocument; get one from PdfDocument.addPage. */
export class PdfPage {
  constructor(
    private readonly kit: Kit,
    private readonly index: number,
    private readonly missing: Set<string>,
    readonly width: number,
    readonly height: number,
  ) {}

  /** Pages are buffered, so drawing on an earlier one (page numbers at the end) goes to the right page. */
  private get k(): Kit {
    this.kit.switchToPage(this.index);
    return this.kit;
  }

  /** Draws one line of text with its baseline at (x, y); returns its width in points. */
  text(text: string, x: number, y: number, options: TextOptions = {}): number {
    const size = options.size ?? 12;
    finite(x, y, size);
    const runs = splitRuns(normalizeText(text, this.missing), options.mono);
    const w = runsWidth(runs, size);
    if (!runs.length) return 0;
    const color = rgb(options.color ?? '#000');
    let left = options.align === 'center' ? x - w / 2 : options.align === 'right' ? x - w : x;
    const k = this.k.save().fillColor(color);
    if (options.bold) k.strokeColor(color).lineWidth(size / 30);
    for (const run of runs) {
      k.font(run.mono ? 'mono' : 'sans').fontSize(size);
      k.text(run.text, left, y, { lineBreak: false, baseline: 'alphabetic', fill: true, stroke: !!options.bold });
      left += runsWidth([run], size);
    }
    k.restore();
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
    finite(x1, y1, x2, y2);
    const k = this.k.save().strokeColor(rgb(options.color ?? '#000')).lineWidth(options.width ?? 1);
    // pdfkit takes the whole dash pattern as an array (its typings only know one length).
    if (options.dash) k.dash(options.dash as unknown as number, {});
    k.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  /** A rectangle with its top-left corner at (x, y): stroked, filled, or both (default: stroked black). */
  rect(x: number, y: number, width: number, height: number, options: RectOptions = {}): void {
    finite(x, y, width, height);
    this.paint(options, (k) => k.rect(x, y, width, height));
  }

  /** A circle centred at (cx, cy): stroked, filled, or both, like rect. */
  circle(cx: number, cy: number, r: number, options: RectOptions = {}): void {
    finite(cx, cy, r);
    this.paint(options, (k) => k.circle(cx, cy, r));
  }

  private paint(options: RectOptions, path: (k: Kit) => void): void {
    const { fill, stroke } = options;
    const fillColor = fill ? rgb(fill) : undefined;
    const strokeColor = rgb(stroke ?? '#000');
    const k = this.k.save().lineWidth(options.width ?? 1);
    path(k);
    if (fillColor && stroke) k.fillAndStroke(fillColor, strokeColor);
    else if (fillColor) k.fill(fillColor);
    else k.stroke(strokeColor);
    k.restore();
  }

  /**
   * A QR code of `text`, `size` points square with its top-left corner at (x, y), drawn as filled
   * squares from the qrcode package's module matrix (vector, sharp at any zoom or print size). Leave
   * a light margin of about 4 modules around it (the quiet zone scanners need). Returns the number of
   * modules per side.
   */
  qr(text: string, x: number, y: number, size: number, options: QrOptions = {}): number {
    finite(x, y, size);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: options.level ?? 'M' });
    const n = modules.size;
    const cell = size / n;
    const k = this.k.save();
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
        k.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
      }
    }
    k.fill(rgb(options.color ?? '#000')).restore();
    return n;
  }

  /** Width of a line of text in points (for layout before drawing). */
  measure(text: string, size = 12, mono = false): number {
    return runsWidth(splitRuns(normalizeText(text), mono), size);
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
  private readonly kit: Kit;
  private readonly pageList: PdfPage[] = [];
  private readonly missing = new Set<string>();
  private output?: Promise<Buffer>;

  constructor(private readonly options: DocumentOptions = {}) {
    this.kit = new PDFKit({
      autoFirstPage: false,
      bufferPages: true,
      pdfVersion: '1.4',
      lang: 'zh-CN',
      displayTitle: !!options.title,
      // No default font: pdfkit would load Helvetica's metrics from its own data directory, and no
      // text of ours is drawn in a font that is not embedded.
      font: null as unknown as string,
      // pdfkit hashes every info entry into the file id: an absent one must be left out, not undefined.
      info: Object.fromEntries(
        Object.entries({ Title: options.title, Author: options.author, Subject: options.subject, Producer: 'academy-pdf (pdfkit)' })
          .filter(([, v]) => v),
      ),
    });
    const { sans, mono } = fonts();
    // pdfkit takes a fontkit font object as well as bytes: the fonts are parsed once per process.
    this.kit.registerFont('sans', sans as unknown as Buffer);
    this.kit.registerFont('mono', mono as unknown as Buffer);
  }

  /** Adds a page (A4 portrait by default; pass { landscape: true } or a size) and returns it. */
  addPage(size: { width: number; height: number; landscape?: boolean } | { landscape: boolean } = A4): PdfPage {
    if (this.output) throw new Error('The PDF has already been written');
    const base = 'width' in size ? size : A4;
    const landscape = size.landscape ?? false;
    const [width, height] = landscape ? [base.height, base.width] : [base.width, base.height];
    finite(width, height);
    this.kit.addPage({ size: [width, height], margin: 0 });
    const page = new PdfPage(this.kit, this.pageList.length, this.missing, width, height);
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

  /** Characters drawn as "□" because the embedded font lacks them, so far. */
  get missingCharacters(): string[] {
    return [...this.missing];
  }

  /** The whole file. The document is finished by this: draw nothing after it. */
  toBuffer(): Promise<Buffer> {
    this.output ??= new Promise<Buffer>((resolve, reject) => {
      if (!this.pageList.length) {
        reject(new Error('A PDF needs at least one page'));
        return;
      }
      if (this.missing.size) {
        // Rare characters typed into titles and names: the document still goes out; this line says
        // which characters to add to the font subset (server/pdf/fonts/README.md).
        const list = [...this.missing].map((c) => `${c} U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
        log.warn(`[pdf] characters outside the embedded font, drawn as □: ${list.join(', ')} (${this.options.title ?? 'untitled'})`);
      }
      const chunks: Buffer[] = [];
      this.kit.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.kit.on('end', () => resolve(Buffer.concat(chunks)));
      this.kit.on('error', reject);
      this.kit.end();
    });
    return this.output;
  }
}
