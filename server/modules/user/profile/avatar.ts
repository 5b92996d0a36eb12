// user/profile/avatar (POST, raw body): the user's new picture, sent as application/octet-stream like
// activity/upload. At most AVATAR_MAX_BYTES (cut off while it arrives), JPEG, PNG or WebP by its bytes.
// The old picture's file goes once the new one is saved.
// user/avatar/:file (GET): the picture, for its owner only (the img tags of their own pages).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { AVATAR_MAX_BYTES, AVATAR_TYPE_MESSAGE, AVATAR_TYPES, type ApiAvatar } from '@/contract/wire/profile';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute, SendFile } from '@/server/http/route';
import { readFilledUpload } from '@/server/http/upload-store';
import { users } from '@/server/modules/passport/schema';
import { detectAvatarKind } from './avatar-file-type';
import {
  AVATAR_URL_PREFIX, avatarFileOf, avatarKey, avatarSize, isAvatarFileName, removeAvatar, storeAvatar,
} from './avatar-storage';

const YEAR_SECONDS = 31_536_000;

export const profileAvatar = defineRoute({
  auth: 'user',
  upload: { maxBytes: AVATAR_MAX_BYTES },
  rateLimit: { name: 'profile-avatar', limit: () => 30, windowSeconds: 3600 },
  handler: async (_input, { db, session, body }): Promise<ApiAvatar> => {
    if (!body) throw new ApiError(Code.BadInput, '请求格式不正确');
    // Small enough to hold in memory, so nothing is written before the type is known.
    const bytes = await readFilledUpload(body, '图片');
    const kind = detectAvatarKind(bytes);
    if (!kind) throw new ApiError(Code.FileTypeRejected, AVATAR_TYPE_MESSAGE);

    const fileName = await storeAvatar(bytes, kind);
    const avatar = `${AVATAR_URL_PREFIX}${fileName}`;
    let previous: string | null;
    try {
      previous = await withTransaction(db, async (tx) => {
        const [row] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, session.user.id)).for('update');
        await tx.update(users).set({ avatar }).where(eq(users.id, session.user.id));
        return row?.avatar ?? null;
      });
    } catch (err) {
      await removeAvatar(fileName);
      throw err;
    }
    const old = avatarFileOf(previous);
    if (old) await removeAvatar(old);
    return { avatar };
  },
});

export const avatarFile = defineRoute({
  methods: ['GET'],
  auth: 'user',
  input: z.object({ file: z.string().max(40).refine(isAvatarFileName, '图片不存在') }),
  handler: async ({ file }, { session }) => {
    const notFound = new ApiError(Code.NotFound, '图片不存在');
    // Only the picture the session's user has now: another user's (or a replaced one) is "not found".
    if (avatarFileOf(session.user.avatar) !== file) throw notFound;
    const size = await avatarSize(file);
    if (size === null) throw notFound;
    const kind = file.slice(file.lastIndexOf('.') + 1) as keyof typeof AVATAR_TYPES;
    return new SendFile(
      { key: avatarKey(file), size, contentType: AVATAR_TYPES[kind], fileName: `avatar.${kind}` },
      { maxAgeSeconds: YEAR_SECONDS },
    );
  },
});
