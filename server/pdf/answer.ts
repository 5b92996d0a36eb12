// The HTTP answer for a generated PDF: a download with a safe file name, never cached, never able to
// run anything in our origin (the same headers as file downloads, server/http/download.ts).
import { contentDisposition } from '@/server/http/download';
import { RawBody } from '@/server/http/route';
import type { PdfDocument } from './document';

export async function pdfDownload(doc: PdfDocument, fileName: string): Promise<RawBody> {
  const body = await doc.toBuffer();
  return new RawBody(body, 'application/pdf', {
    'Content-Disposition': contentDisposition(fileName),
    'Content-Length': String(body.length),
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}
