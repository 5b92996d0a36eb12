// The attachment of a seeded application (teacher_uploads.is_demo): attachments live on one machine's
// disk, which a seed shared by several processes cannot rely on, so the demo one is a small PDF made on
// request. Chinese text uses STSong-Light, which PDF readers supply (as scripts/make-demo-files.mjs).
// The file is all ASCII (text as hex), so it travels as a string.

const hex = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')).join('');

/** A one-page A5 "qualification certificate" marked as a demo. */
export function demoCertificatePdf(name: string): string {
  const lines: [size: number, y: number, text: string][] = [
    [22, 330, '执业资格证书（演示）'],
    [12, 280, `姓名：${name || '演示用户'}`],
    [12, 256, '本文件为网站演示数据，仅用于展示讲师认证功能。'],
    [12, 232, '河南省基层卫生健康学会培训学院'],
  ];
  const content = lines.map(([size, y, text]) => `BT /F1 ${size} Tf 40 ${y} Td <${hex(text)}> Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 420] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}
