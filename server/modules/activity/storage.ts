// Case competition attachments: DATA_DIR/uploads/activity/<random id> (server/http/upload-store.ts).
import { createUploadStore, isUploadId, newUploadId } from '@/server/http/upload-store';

export { isUploadId, newUploadId };

const store = createUploadStore('activity');

export const uploadRoot = store.root;
export const uploadPath = store.filePath;
export const receiveFile = store.receive;
export const keepFile = store.keep;
export const removeFile = store.remove;
export const storedSize = store.size;
