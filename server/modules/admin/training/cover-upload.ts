// admin/training/cover (registrar, POST raw body): a cover or photo for a class or a base. The same checks and
// store as the editors' admin/upload/image (by its bytes, JPEG/PNG/GIF/WebP, at most IMAGE_MAX_BYTES, through
// server/storage), served at the same public image/:file address; that endpoint stays the editors' own.
import { Code } from '@/contract/codes';
import { IMAGE_MAX_BYTES, IMAGE_TYPE_MESSAGE, type ApiAdminImage } from '@/contract/wire/admin-article';
import { ApiError } from '@/server/http/api-error';
import { readUpload } from '@/server/http/upload-store';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { detectImageKind, IMAGE_URL_PREFIX, imageSize, storeImage } from '@/server/modules/admin/upload/image-file';

export const adminTrainingCover = defineAdminRoute({
  roles: ['registrar'],
  upload: { maxBytes: IMAGE_MAX_BYTES },
  handler: async (_input, { body }): Promise<ApiAdminImage> => {
    if (!body) throw new ApiError(Code.BadInput, '请求格式不正确');
    const bytes = await readUpload(body);
    if (bytes.length === 0) throw new ApiError(Code.BadInput, '图片是空的，请重新选择');
    const kind = detectImageKind(bytes);
    if (!kind) throw new ApiError(Code.FileTypeRejected, IMAGE_TYPE_MESSAGE);
    const fileName = await storeImage(bytes, kind);
    const size = imageSize(bytes, kind);
    return { url: `${IMAGE_URL_PREFIX}${fileName}`, width: size?.width ?? null, height: size?.height ?? null };
  },
});
