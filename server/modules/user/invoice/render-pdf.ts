// The issued invoice as a PDF, laid out like a Chinese electronic invoice (全电发票): title, number and
// date, buyer and seller, the items with amount and tax, the total in capitals and figures, remarks.
// Built with the site's PDF writer (server/pdf); the prices include VAT, split per item.
import { PdfDocument, wrapText, type PdfPage } from '@/server/pdf';
import type { InvoiceKind } from '@/contract/wire/invoice';
import { amountInWords } from './amount-words';
import { SELLER, SERVICE_CATEGORY, VAT_RATE } from './seller';

export type InvoicePdfData = {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  buyer: { title: string; taxNumber: string; address: string; bank: string };
  items: { name: string; amountFen: number }[];
  /** Free text for the remarks box. */
  remark: string;
};

const INK = '#8b2a1e';
const RULE = '#b5523f';
/** Width of the item-name column, in points. */
const NAME_WIDTH = 288;
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Amount without tax and the tax, in fen, of a price that includes VAT. */
export function splitVat(totalFen: number): { netFen: number; taxFen: number } {
  const netFen = Math.round(totalFen / (1 + VAT_RATE));
  return { netFen, taxFen: totalFen - netFen };
}

function chinaDate(d: Date): string {
  const parts = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}年${get('month')}月${get('day')}日`;
}

function party(page: PdfPage, x: number, y: number, width: number, label: string, p: InvoicePdfData['buyer'], full: boolean) {
  page.rect(x, y, 22, 92, { stroke: RULE, width: 0.8 });
  page.paragraph(label, x + 5, y + 20, 12, { size: 11, color: INK, lineHeight: 14 });
  const rows: [string, string][] = [['名称：', p.title], ['统一社会信用代码/纳税人识别号：', p.taxNumber || '—']];
  if (full) rows.push(['地址、电话：', p.address], ['开户行及账号：', p.bank]);
  let baseline = y + 20;
  for (const [name, value] of rows) {
    const w = page.text(name, x + 30, baseline, { size: 9, color: INK });
    page.paragraph(value, x + 30 + w, baseline, width - 36 - w, { size: 9, lineHeight: 12 });
    baseline += 20;
  }
}

export function renderInvoicePdf(data: InvoicePdfData): PdfDocument {
  const title = data.kind === 'special' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）';
  const doc = new PdfDocument({ title: `${title} ${data.number}`, author: SELLER.name, subject: '发票' });
  // Each item's row grows with its name (wrapped at 8 pt in the first column); the page with the rows.
  const rowHeights = data.items.map((item) => Math.max(22, wrapText(`${SERVICE_CATEGORY}${item.name}`, 8, NAME_WIDTH).length * 10 + 12));
  const itemsHeight = Math.max(90, rowHeights.reduce((a, b) => a + b, 0) + 46);
  const page = doc.addPage({ width: 700, height: 82 + 92 + itemsHeight + 26 + 50 + 40 });
  const left = 30;
  const right = page.width - 30;
  const width = right - left;
  const date = chinaDate(data.issuedAt);
  const totalFen = data.items.reduce((s, i) => s + i.amountFen, 0);

  // Heading: QR (number, amount, date: what a verifier types in), title, number and date.
  page.qr(`01,32,,${data.number},${yuan(totalFen)},${date.replace(/\D/g, '')},,`, left, 18, 56, { level: 'M' });
  page.text(title, page.width / 2, 46, { size: 20, align: 'center', color: INK, bold: true });
  page.line(page.width / 2 - 130, 54, page.width / 2 + 130, 54, { color: INK, width: 1 });
  page.line(page.width / 2 - 130, 57, page.width / 2 + 130, 57, { color: INK, width: 1 });
  page.text(`发票号码：${data.number}`, right, 34, { size: 10, align: 'right', color: INK });
  page.text(`开票日期：${date}`, right, 50, { size: 10, align: 'right', color: INK });

  // Buyer and seller.
  const top = 82;
  const half = width / 2;
  page.rect(left, top, width, 92, { stroke: RULE, width: 0.8 });
  page.line(left + half, top, left + half, top + 92, { color: RULE, width: 0.8 });
  const full = data.kind === 'special';
  party(page, left, top, half, '购买方信息', data.buyer, full || !!data.buyer.address);
  party(page, left + half, top, half, '销售方信息', { ...SELLER, title: SELLER.name }, true);

  // Items: name | unit | quantity | price | amount | rate | tax.
  const cols = [left + 6, left + 300, left + 345, left + 410, left + 500, left + 560, right - 6];
  const head = top + 92;
  let rowTop = head + 20;
  page.rect(left, head, width, itemsHeight, { stroke: RULE, width: 0.8 });
  ['项目名称', '单位', '数量', '单价', '金额', '税率/征收率', '税额'].forEach((h, i) => {
    page.text(h, i === 0 ? cols[0] : cols[i], head + 14, { size: 9, color: INK, align: i === 0 ? 'left' : i === 6 ? 'right' : 'left' });
  });
  let net = 0;
  let tax = 0;
  data.items.forEach((item, i) => {
    const split = splitVat(item.amountFen);
    net += split.netFen;
    tax += split.taxFen;
    const y = rowTop + 14;
    rowTop += rowHeights[i];
    page.paragraph(`${SERVICE_CATEGORY}${item.name}`, cols[0], y, NAME_WIDTH, { size: 8, lineHeight: 10 });
    page.text('次', cols[1], y, { size: 9 });
    page.text('1', cols[2], y, { size: 9 });
    page.text(yuan(split.netFen), cols[3], y, { size: 9 });
    page.text(yuan(split.netFen), cols[4], y, { size: 9 });
    page.text(`${VAT_RATE * 100}%`, cols[5], y, { size: 9 });
    page.text(yuan(split.taxFen), cols[6], y, { size: 9, align: 'right' });
  });
  const sumY = head + itemsHeight - 8;
  page.text('合　　计', cols[0], sumY, { size: 9, color: INK });
  page.text(`¥${yuan(net)}`, cols[4], sumY, { size: 9 });
  page.text(`¥${yuan(tax)}`, cols[6], sumY, { size: 9, align: 'right' });

  // Total in capitals and in figures.
  const totalTop = head + itemsHeight;
  page.rect(left, totalTop, width, 26, { stroke: RULE, width: 0.8 });
  page.text('价税合计（大写）', cols[0], totalTop + 17, { size: 9, color: INK });
  page.text(amountInWords(totalFen), cols[0] + 90, totalTop + 17, { size: 10 });
  page.text('（小写）', cols[4] - 40, totalTop + 17, { size: 9, color: INK });
  page.text(`¥${yuan(totalFen)}`, cols[4] + 5, totalTop + 17, { size: 10 });

  // Remarks and issuer.
  const remarkTop = totalTop + 26;
  page.rect(left, remarkTop, width, 50, { stroke: RULE, width: 0.8 });
  page.text('备注', cols[0], remarkTop + 16, { size: 9, color: INK });
  page.paragraph(data.remark, cols[0] + 40, remarkTop + 16, width - 60, { size: 9, lineHeight: 13 });
  page.text(`开票人：${SELLER.issuer}`, left, remarkTop + 70, { size: 9, color: INK });
  return doc;
}
