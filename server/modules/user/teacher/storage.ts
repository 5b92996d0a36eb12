// Lecturer certification attachments: storage key teacher/<random id> (server/http/upload-store.ts).
import { createUploadStore, isUploadId, newUploadId } from '@/server/http/upload-store';

export { isUploadId, newUploadId };

const store = createUploadStore('teacher');

export const teacherUploadKey = store.keyOf;
export const saveTeacherFile = store.save;
export const removeTeacherFile = store.remove;
export const teacherFileSize = store.size;
