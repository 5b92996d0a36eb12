// Case competition attachments: storage key activity/<random id> (server/http/upload-store.ts).
import { createUploadStore, isUploadId, newUploadId } from '@/server/http/upload-store';

export { isUploadId, newUploadId };

const store = createUploadStore('activity');

export const uploadKey = store.keyOf;
export const saveFile = store.save;
export const removeFile = store.remove;
export const storedSize = store.size;
