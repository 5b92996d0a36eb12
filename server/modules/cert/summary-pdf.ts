// The yearly credit summary (学分汇总表) a learner hands to their employer: who they are, every
// certificate of the year that counts (revoked ones do not), totals by credit type and hours, and how
// to verify each number. A4 portrait; the table continues on new pages with its header repeated.
import { formatAmount } from '@/contract/cert-format';
import { formatDate } from '@/contract/time';
import type { ApiCert } from '@/contract/wire/cert';
import { maskPhone } from '@/server/modules/passport/phone';
import { PdfDocument, wrapText, type PdfPage } from '@/server/pdf';
import { verifyUrl } from './verify-url';

/** Who the summary is for; professionalTitle is the title's name (not its dictionary value). */
export type SummaryHolder = { name: string; workUnit: string; department: string; professionalTitle: string; phone: string };

const M = 44; // page margin
const INK = '#222222';
const GREY = '#666666';
const HEAD_BG = '#eef3f8';
const LINE = '#b8c2cc';
const TEXT_SIZE = 9;
const LINE_H = 13;

/** Columns: title, width in points, and how a certificate fills it. */
const COLUMNS: { title: string; width: number; mono?: boolean; cell: (c: ApiCert, i: number) => string }[] = [
  { title: '序号', width: 28, cell: (_c, i) => String(i + 1) },
  { title: '项目名称', width: 160, cell: (c) => c.title },
  { title: '学分类别', width: 70, cell: (c) => (c.creditType ? `${c.creditLevel}${c.creditType}` : '—') },
  { title: '学分', width: 32, cell: (c) => (c.creditType ? formatAmount(c.credits) : '—') },
  { title: '学时', width: 32, cell: (c) => formatAmount(c.hours) },
  // Courier: 19 characters at 9 pt are 103 pt whatever the letters.
  { title: '证书编号', width: 118, mono: true, cell: (c) => c.number },
  { title: '发证日期', width: 67, cell: (c) => formatDate(c.issuedAt) },
];
const TABLE_W = COLUMNS.reduce((n, c) => n + c.width, 0);

function tableHeader(page: PdfPage, y: number): number {
  page.rect(M, y, TABLE_W, 22, { fill: HEAD_BG, stroke: LINE, width: 0.6 });
  let x = M;
  for (const col of COLUMNS) {
    page.text(col.title, x + col.width / 2, y + 15, { size: TEXT_SIZE, align: 'center', bold: true, color: INK });
    x += col.width;
  }
  return y + 22;
}

export function renderSummaryPdf(
  holder: SummaryHolder,
  year: number,
  certs: ApiCert[],
  issuer: string,
  generatedAt: number,
): PdfDocument {
  const doc = new PdfDocument({ title: `${year}年度继续医学教育学分汇总表 ${holder.name}`, author: issuer });
  let page = doc.addPage();
  const H = page.height;
  const bottom = H - M - 30;

  page.text('继续医学教育学分汇总表', page.width / 2, M + 30, { size: 20, align: 'center', bold: true, color: INK });
  page.text(`（${year}年度）`, page.width / 2, M + 54, { size: 12, align: 'center', color: GREY });

  let y = M + 88;
  const info: [string, string][] = [
    ['姓名', holder.name || '—'],
    ['手机号', maskPhone(holder.phone)],
    ['工作单位', holder.workUnit || '—'],
    ['科室', holder.department || '—'],
    ['职称', holder.professionalTitle || '—'],
    ['统计年度', `${year}年1月1日至${year}年12月31日`],
  ];
  info.forEach(([label, value], i) => {
    const x = M + (i % 2) * (TABLE_W / 2);
    page.text(`${label}：`, x, y, { size: 10, color: GREY });
    page.text(value, x + 52, y, { size: 10, color: INK });
    if (i % 2 === 1) y += 18;
  });

  y = tableHeader(page, y + 6);
  if (certs.length === 0) {
    page.rect(M, y, TABLE_W, 30, { stroke: LINE, width: 0.6 });
    page.text('本年度暂无学分记录', M + TABLE_W / 2, y + 19, { size: 10, align: 'center', color: GREY });
    y += 30;
  }
  certs.forEach((cert, i) => {
    const cells = COLUMNS.map((col) => wrapText(col.cell(cert, i), TEXT_SIZE, col.width - 8, col.mono));
    const rowH = Math.max(...cells.map((c) => c.length)) * LINE_H + 8;
    if (y + rowH > bottom) {
      page = doc.addPage();
      y = tableHeader(page, M + 10);
    }
    page.rect(M, y, TABLE_W, rowH, { stroke: LINE, width: 0.6 });
    let x = M;
    cells.forEach((lines, c) => {
      if (c > 0) page.line(x, y, x, y + rowH, { color: LINE, width: 0.6 });
      const centred = c !== 1;
      lines.forEach((line, l) => {
        const tx = centred ? x + COLUMNS[c].width / 2 : x + 4;
        page.text(line, tx, y + 13 + l * LINE_H, { size: TEXT_SIZE, color: INK, align: centred ? 'center' : 'left', mono: COLUMNS[c].mono });
      });
      x += COLUMNS[c].width;
    });
    y += rowH;
  });

  // Totals.
  const byType = new Map<string, number>();
  for (const c of certs) if (c.creditType) byType.set(c.creditType, (byType.get(c.creditType) ?? 0) + c.credits);
  const hours = certs.reduce((n, c) => n + c.hours, 0);
  const creditText = ['Ⅰ类', 'Ⅱ类']
    .map((t) => `${t}学分 ${formatAmount(Math.round((byType.get(t) ?? 0) * 10) / 10)} 分`)
    .join('，');
  const total = `合计：${certs.length} 项，${creditText}，学时 ${formatAmount(Math.round(hours * 10) / 10)}`;
  if (y + 120 > bottom) {
    page = doc.addPage();
    y = M + 10;
  }
  y += 26;
  page.text(total, M, y, { size: 11, bold: true, color: INK });
  y += 24;
  y = page.paragraph(
    '注：1. 根据《继续医学教育学分授予与管理办法》，卫生技术人员每年参加继续医学教育活动所获学分不少于25学分，' +
      '其中Ⅰ类学分5～10学分，Ⅱ类学分15～20学分。\n' +
      `2. 表中每张证书均可扫描证书上的二维码，或登录 ${verifyUrl()} 输入证书编号核验真伪。\n` +
      '3. 已撤销的证书不计入本表。',
    M, y, TABLE_W, { size: 9, lineHeight: 15, color: GREY },
  );
  y += 20;
  page.text(`出具单位：${issuer}`, M + TABLE_W, y, { size: 10, align: 'right', color: INK });
  page.text(`生成日期：${formatDate(generatedAt)}`, M + TABLE_W, y + 18, { size: 10, align: 'right', color: INK });
  for (const [i, p] of doc.pages.entries()) {
    p.text(`第 ${i + 1} 页 共 ${doc.pageCount} 页`, p.width / 2, p.height - M + 10, { size: 8, align: 'center', color: GREY });
  }
  return doc;
}
