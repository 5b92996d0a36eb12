// One certificate as a PDF (A4 landscape): the holder, what was completed, credit and hours, issuer
// and date, the number, and a QR code that opens the public verification page for that number.
import { creditLabel, formatAmount } from '@/contract/cert-format';
import { formatDate } from '@/contract/time';
import type { ApiCert } from '@/contract/wire/cert';
import { PdfDocument } from '@/server/pdf';
import { verifyUrl } from './verify-url';

const GOLD = '#b08d3c';
const RED = '#9b2c2c';
const INK = '#222222';
const GREY = '#666666';

const KIND_PHRASE = { course: '课程', training: '培训班', record: '继续医学教育项目' } as const;

const longDate = (seconds: number) => formatDate(seconds, 'YYYY年M月D日');

export function renderCertificatePdf(cert: ApiCert): PdfDocument {
  const doc = new PdfDocument({ title: `${cert.creditType ? '继续医学教育学分证书' : '结业证书'} ${cert.number}`, author: cert.issuer });
  const page = doc.addPage({ landscape: true });
  const { width: W, height: H } = page;

  // Frame: a heavy gold border with a fine inner line.
  page.rect(22, 22, W - 44, H - 44, { stroke: GOLD, width: 4 });
  page.rect(32, 32, W - 64, H - 64, { stroke: GOLD, width: 0.8 });

  page.text(`证书编号：${cert.number}`, W - 60, 62, { size: 10, align: 'right', color: GREY, mono: true });
  const heading = cert.creditType ? '继续医学教育学分证书' : '结 业 证 书';
  page.text(heading, W / 2, 118, { size: 32, align: 'center', bold: true, color: RED });
  page.text('CERTIFICATE OF CONTINUING MEDICAL EDUCATION', W / 2, 144, { size: 10, align: 'center', color: GREY });
  page.line(W / 2 - 150, 158, W / 2 + 150, 158, { color: GOLD, width: 1 });

  const left = 110;
  const bodyWidth = W - 220;
  page.text(`${cert.holderName} 同志：`, left, 205, { size: 18, color: INK, bold: true });
  const credit = creditLabel(cert);
  const body =
    `于${longDate(cert.issuedAt)}完成${KIND_PHRASE[cert.kind]}《${cert.title}》的全部学习内容` +
    `（共 ${formatAmount(cert.hours)} 学时）${cert.kind === 'training' ? '，全勤参训' : ''}，经审核合格，` +
    `${credit ? `授予${credit}，` : ''}特发此证。`;
  page.paragraph(body, left + 36, 245, bodyWidth - 36, { size: 16, lineHeight: 30, color: INK });

  // Facts in a row along the bottom third.
  const facts: [string, string][] = [
    ['学分类别', cert.creditType ? `${cert.creditLevel}${cert.creditType}学分` : '—'],
    ['学分', cert.creditType ? `${formatAmount(cert.credits)} 分` : '—'],
    ['学时', `${formatAmount(cert.hours)} 学时`],
    ['发证日期', formatDate(cert.issuedAt)],
    ['有效期至', cert.validUntil ? formatDate(cert.validUntil) : '长期'],
  ];
  const factY = 368;
  const factW = (bodyWidth - 130) / facts.length;
  facts.forEach(([label, value], i) => {
    const x = left + i * factW;
    page.text(label, x, factY, { size: 10, color: GREY });
    page.text(value, x, factY + 20, { size: 12, color: INK });
  });
  page.line(left, factY + 32, left + bodyWidth - 130, factY + 32, { color: '#dddddd', width: 0.5 });

  // A round seal above the issuer and date at the bottom right.
  const sealX = W - 150;
  const sealY = 462;
  page.circle(sealX, sealY, 40, { stroke: RED, width: 2.5 });
  page.circle(sealX, sealY, 35, { stroke: RED, width: 0.6 });
  page.text('培训学院', sealX, sealY - 12, { size: 9, align: 'center', color: RED });
  page.text('★', sealX, sealY + 8, { size: 16, align: 'center', color: RED });
  page.text('证书专用章', sealX, sealY + 25, { size: 7, align: 'center', color: RED });
  page.text(cert.issuer, W - 60, 532, { size: 12, align: 'right', color: INK });
  page.text(longDate(cert.issuedAt), W - 60, 552, { size: 12, align: 'right', color: INK });

  // QR code to the verification page at the bottom left, with the address spelled out.
  const url = verifyUrl(cert.number);
  page.rect(left - 6, 430, 92, 92, { fill: '#ffffff', stroke: '#ffffff' });
  page.qr(url, left, 436, 80);
  page.text('扫码核验证书真伪', left + 96, 462, { size: 10, color: INK });
  page.text(verifyUrl(), left + 96, 480, { size: 8, color: GREY });
  page.text(`输入编号 ${cert.number}`, left + 96, 494, { size: 8, color: GREY, mono: true });

  if (cert.status !== 'valid') {
    // A revoked or expired certificate says so at the top: a printout cannot pass for a valid one.
    const word = cert.status === 'revoked' ? '本证书已撤销' : '本证书已过有效期';
    page.rect(56, 46, 190, 40, { stroke: RED, width: 2 });
    page.text(word, 56 + 95, 73, { size: 18, align: 'center', bold: true, color: RED });
  }
  return doc;
}
