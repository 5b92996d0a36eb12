// admin/upload/image (editor, POST raw body like user/profile/avatar): a picture for an article's body, a
// cover or a banner. At most IMAGE_MAX_BYTES (cut off while it arrives), JPEG, PNG, GIF or WebP by its
// bytes; answers the URL it is served at. image/:file (GET, anyone): the stored picture, cacheable for good.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { IMAGE_MAX_BYTES, IMAGE_TYPE_MESSAGE, type ApiAdminImage } from '@/contract/wire/admin-article';
import { ApiError } from '@/server/http/api-error';
import { defineRoute, SendFile } from '@/server/http/route';
import { readFilledUpload } from '@/server/http/upload-store';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import {
  detectImageKind, IMAGE_TYPES, IMAGE_URL_PREFIX, imageFileSize, imageKey, imageSize, isImageFileName, storeImage,
  type ImageKind,
} from './image-file';

const YEAR_SECONDS = 31_536_000;

/** Reads, checks and stores an uploaded picture: the one body of every console picture upload (a role's own route). */
export async function acceptImage(body: AsyncIterable<Buffer> | null): Promise<ApiAdminImage> {
  if (!body) throw new ApiError(Code.BadInput, '请求格式不正确');
  const bytes = await readFilledUpload(body, '图片');
  const kind = detectImageKind(bytes);
  if (!kind) throw new ApiError(Code.FileTypeRejected, IMAGE_TYPE_MESSAGE);
  const fileName = await storeImage(bytes, kind);
  const size = imageSize(bytes, kind);
  return { url: `${IMAGE_URL_PREFIX}${fileName}`, width: size?.width ?? null, height: size?.height ?? null };
}

export const adminUploadImage = defineAdminRoute({
  roles: ['editor'],
  upload: { maxBytes: IMAGE_MAX_BYTES },
  handler: (_input, { body }) => acceptImage(body),
});

export const imageFile = defineRoute({
  methods: ['GET'],
  input: z.object({ file: z.string().max(40).refine(isImageFileName, '图片不存在') }),
  handler: async ({ file }) => {
    const size = await imageFileSize(file);
    if (size === null) throw new ApiError(Code.NotFound, '图片不存在');
    const kind = file.slice(file.lastIndexOf('.') + 1) as ImageKind;
    return new SendFile(
      { key: imageKey(file), size, contentType: IMAGE_TYPES[kind], fileName: `image.${kind}` },
      { maxAgeSeconds: YEAR_SECONDS, isPublic: true },
    );
  },
});
