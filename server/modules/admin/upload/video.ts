// admin/upload/video (registrar, editor): a lesson or replay video, sent as the raw body (Content-Type
// application/octet-stream) with its name in the query (?name=第一课.mp4). Read under the size limit,
// checked by its bytes (the name's extension must agree), then stored through server/storage under a
// random key. The answer's src is the address the course or live form stores; the file is served by
// media/video/:file to whoever gets that address (the course's access rules decide who does).
import { randomBytes } from 'node:crypto';
import { Code } from '@/contract/codes';
import { VIDEO_EXTENSIONS, VIDEO_UPLOAD_MAX_BYTES, type ApiAdminVideoUpload, type VideoExtension } from '@/contract/wire/admin-course';
import { ApiError } from '@/server/http/api-error';
import { readFilledUpload, ZUploadName } from '@/server/http/upload-store';
import { getStorage } from '@/server/storage';
import { defineAdminRoute } from '../guard';
import { sniffVideo, VIDEO_CONTENT_TYPES, videoKey } from './video-type';

export const VIDEO_TYPE_MESSAGE = '视频格式不支持，请上传 MP4 或 WebM 视频文件';

export const adminUploadVideo = defineAdminRoute({
  roles: ['registrar', 'editor'],
  upload: { maxBytes: VIDEO_UPLOAD_MAX_BYTES },
  input: ZUploadName,
  handler: async ({ name }, { body }): Promise<ApiAdminVideoUpload> => {
    if (!body) throw new ApiError(Code.BadInput, '请求格式不正确');
    const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
    // Refused before a byte is read.
    if (!(VIDEO_EXTENSIONS as readonly string[]).includes(ext)) throw new ApiError(Code.FileTypeRejected, VIDEO_TYPE_MESSAGE);
    const bytes = await readFilledUpload(body);
    if (sniffVideo(bytes.subarray(0, 64)) !== ext) throw new ApiError(Code.FileTypeRejected, VIDEO_TYPE_MESSAGE);
    const id = randomBytes(16).toString('hex');
    // The key has no extension (storage keys allow letters only there); the address carries it.
    await getStorage().put(videoKey(id), bytes, VIDEO_CONTENT_TYPES[ext as VideoExtension]);
    return { src: `/api/med/media/video/${id}.${ext}`, size: bytes.length };
  },
});
