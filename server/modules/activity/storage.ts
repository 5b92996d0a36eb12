// Case competition attachments: storage key activity/<random id> (server/http/upload-store.ts).
import { createUploadStore } from '@/server/http/upload-store';

export { isUploadId, newUploadId } from '@/server/http/upload-store';

export const activityFiles = createUploadStore('activity');
