// media/video/:file (GET): an uploaded lesson or replay video (admin/upload/video), shown in the player.
// Its address carries 128 random bits and is handed out only where the course's or broadcast's rules
// let the visitor play it (video/detail, live/detail), like an https video address would be.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { VideoExtension } from '@/contract/wire/admin-course';
import { ApiError } from '@/server/http/api-error';
import { defineRoute, SendFile } from '@/server/http/route';
import { VIDEO_CONTENT_TYPES, videoKey } from '@/server/modules/admin/upload/video-type';
import { getStorage } from '@/server/storage';

export const mediaVideoFile = defineRoute({
  input: z.object({ file: z.string().regex(/^[0-9a-f]{32}\.(mp4|webm)$/, '视频不存在') }),
  methods: ['GET'],
  auth: 'none',
  handler: async ({ file }) => {
    const [id, ext] = file.split('.') as [string, VideoExtension];
    const key = videoKey(id);
    const stat = await getStorage().stat(key);
    if (!stat) throw new ApiError(Code.NotFound, '视频不存在');
    // Inline, cacheable: the address changes whenever the video does.
    return new SendFile({ key, size: stat.size, contentType: VIDEO_CONTENT_TYPES[ext], fileName: file }, { maxAgeSeconds: 86_400 });
  },
});
