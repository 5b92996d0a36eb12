// admin/training/cover (registrar, POST raw body): a cover or photo for a class or a base. The same checks and
// store as the editors' admin/upload/image (by its bytes, JPEG/PNG/GIF/WebP, at most IMAGE_MAX_BYTES, through
// server/storage), served at the same public image/:file address; that endpoint stays the editors' own.
import { IMAGE_MAX_BYTES } from '@/contract/wire/admin-article';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { acceptImage } from '@/server/modules/admin/upload/image';

export const adminTrainingCover = defineAdminRoute({
  roles: ['registrar'],
  upload: { maxBytes: IMAGE_MAX_BYTES },
  handler: (_input, { body }) => acceptImage(body),
});
