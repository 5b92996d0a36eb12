// The attachment of a seeded application (teacher_uploads.is_demo): attachments live on one machine's
// disk, which a seed shared by several processes cannot rely on, so the demo one is a small PDF made on
// request, with the site's PDF writer so its Chinese shows in any reader (the font is embedded).
import { PdfDocument } from '@/server/pdf';

/** A one-page 420 pt square "qualification certificate" marked as a demo. */
export async function demoCertificatePdf(name: string): Promise<Buffer> {
  const doc = new PdfDocument({ title: '执业资格证书（演示）' });
  const page = doc.addPage({ width: 420, height: 420 });
  const lines: [size: number, y: number, text: string][] = [
    [22, 90, '执业资格证书（演示）'],
    [12, 140, `姓名：${name || '演示用户'}`],
    [12, 164, '本文件为网站演示数据，仅用于展示讲师认证功能。'],
    [12, 188, '河南省基层卫生健康学会培训学院'],
  ];
  for (const [size, y, text] of lines) page.text(text, 40, y, { size });
  return doc.toBuffer();
}
