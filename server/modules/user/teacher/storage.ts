// Lecturer certification attachments: storage key teacher/<random id> (server/http/upload-store.ts).
import { createUploadStore } from '@/server/http/upload-store';

export { isUploadId, newUploadId } from '@/server/http/upload-store';

export const teacherFiles = createUploadStore('teacher');
