// Papers' PDFs: storage key journal/<random id> (server/http/upload-store.ts), uploaded in the console
// (admin/upload/pdf) and served by journal/pdf/:paperId.
import { createUploadStore } from '@/server/http/upload-store';

const store = createUploadStore('journal');

export const savePdf = store.save;
export const removePdf = store.remove;
export const storedPdfSize = store.size;
export const downloadPdf = store.download;
