// The PDF writer (certificates, credit summaries, invoices): import from '@/server/pdf'.
//
//   const doc = new PdfDocument({ title: '继续医学教育学分证书' });
//   const page = doc.addPage();                                  // A4 portrait; { landscape: true } turns it
//   page.rect(30, 30, page.width - 60, page.height - 60, { stroke: '#b08d3c', width: 2 });
//   page.rect(30, 30, page.width - 60, 80, { fill: '#f6f1e3' }); // filled (add stroke too for both)
//   page.text('学分证书', page.width / 2, 90, { size: 28, align: 'center', bold: true, color: '#7a1f1f' });
//   const y = page.paragraph(longText, 72, 160, page.width - 144, { size: 12 }); // wrapped; returns next y
//   page.line(72, y, page.width - 72, y, { width: 0.5, color: '#999' });
//   page.circle(480, 700, 40, { stroke: '#c0392b', width: 2 });     // centre, radius (a seal)
//   page.qr('https://example.org/cert/verify?no=...', 440, 700, 90); // QR code, 90 pt square
//   page.text('No. K7M2-9QXH', 72, 200, { size: 9, mono: true });  // ASCII in a fixed-width face
//   page.measure('文字', 12);                                        // width in points
//   return pdfDownload(doc, '证书.pdf');                             // in a handler: the file, as a download
//
// Units are points (A4 is 595 × 842) measured from the TOP-LEFT corner, y downwards; a text's y is
// its baseline. All text is drawn with Noto Sans CJK SC (ASCII in its fixed-width face with mono),
// embedded as a subset of the glyphs used (server/pdf/fonts); a character the font lacks is drawn as
// "□" and logged. toBuffer() resolves to the file's bytes.
export { A4, PdfDocument, PdfPage } from './document';
export type { DocumentOptions, LineOptions, ParagraphOptions, PdfColor, QrOptions, RectOptions, TextOptions } from './document';
export { textWidth, wrapText } from './text';
/** A handler's answer for a PDF download: `return pdfDownload(doc, '发票.pdf')`. */
export { pdfDownload } from './answer';
