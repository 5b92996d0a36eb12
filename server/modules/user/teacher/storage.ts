// Lecturer certification attachments: DATA_DIR/uploads/teacher/<random id> (server/http/upload-store.ts).
import { createUploadStore, isUploadId, newUploadId } from '@/server/http/upload-store';

export { isUploadId, newUploadId };

const store = createUploadStore('teacher');

export const teacherUploadRoot = store.root;
export const teacherUploadPath = store.filePath;
export const receiveTeacherFile = store.receive;
export const keepTeacherFile = store.keep;
export const removeTeacherFile = store.remove;
export const teacherFileSize = store.size;
