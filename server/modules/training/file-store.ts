// A class's documents: storage key training/<random id> (server/http/upload-store.ts), uploaded in the console
// (admin/training/file) and served by training/file/:id.
import { createUploadStore } from '@/server/http/upload-store';

export const trainingFileStore = createUploadStore('training');
