// admin/upload/pdf (editor): a paper's PDF, sent as the raw body (application/octet-stream) with its name in
// the query (?name=论文.pdf), read under the size limit and checked by its bytes (%PDF-) before anything is
// stored (server/storage). The answer's id is what admin/journal/paper/save refers to; a PDF no paper takes
// up within a day is removed by a later upload.
import { Code } from '@/contract/codes';
import { JOURNAL_LIMITS, type ApiAdminPdf } from '@/contract/wire/admin-content';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { newUploadId, pruneUntakenUploads, readFilledUpload, storeWithRow, ZUploadName } from '@/server/http/upload-store';
import { log } from '@/server/log';
import { cleanFileName, extensionOf, sniffMagic } from '@/server/modules/activity/file-type';
import { removePdf, savePdf } from '@/server/modules/journal/pdf-store';
import { journalEntries, journalPdfs } from '@/server/modules/article/journal-schema';
import { defineAdminRoute } from '../guard';

/** Removes a few PDFs no paper took up within a day (replaced before saving, abandoned forms). */
export async function pruneOrphanPdfs(db: Db, now = new Date()): Promise<number> {
  return pruneUntakenUploads(db, journalPdfs, { table: journalEntries, id: journalEntries.id, upload: journalEntries.pdfId }, removePdf, now);
}

export const adminUploadPdf = defineAdminRoute({
  roles: ['editor'],
  upload: { maxBytes: JOURNAL_LIMITS.pdfBytes },
  input: ZUploadName,
  handler: async ({ name }, { db, staff, body }): Promise<ApiAdminPdf> => {
    if (!body) throw new ApiError(Code.BadInput, '请求格式不正确');
    const fileName = cleanFileName(name);
    if (extensionOf(fileName) !== 'pdf') throw new ApiError(Code.FileTypeRejected, '只能上传 PDF 文件');
    const bytes = await readFilledUpload(body);
    // By its bytes: a text file renamed to .pdf is refused.
    if (sniffMagic(bytes) !== 'pdf') throw new ApiError(Code.FileTypeRejected, '文件内容不是 PDF，请上传真正的 PDF 文件');
    const id = newUploadId();
    await storeWithRow({ save: savePdf, remove: removePdf }, { id, bytes, contentType: 'application/pdf' }, () =>
      db.insert(journalPdfs).values({ id, fileName, sizeBytes: bytes.length, uploadedBy: staff.id }),
    );
    await pruneOrphanPdfs(db).catch((err: unknown) => log.error({ err }, '[journal] pruning PDFs failed'));
    return { id, name: fileName, size: bytes.length };
  },
});
