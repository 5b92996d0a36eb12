// The avatar's checks before upload (type by the browser's guess, size); the server checks the bytes.
import { AVATAR_MAX_BYTES, AVATAR_SIZE_MESSAGE, AVATAR_TYPE_MESSAGE, AVATAR_TYPES } from '@/contract/wire/profile';

const ACCEPTED: readonly string[] = Object.values(AVATAR_TYPES);
export const AVATAR_ACCEPT = ACCEPTED.join(',');

/** Why a picked file cannot be an avatar, or null when it may be sent. */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!ACCEPTED.includes(file.type)) return AVATAR_TYPE_MESSAGE;
  if (file.size === 0) return '图片是空的，请重新选择';
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}
