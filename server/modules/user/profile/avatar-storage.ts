// Where avatars live: storage key avatar/<128 random bits>.<jpg|png|webp> (server/storage: under
// DATA_DIR/uploads or in the S3 bucket), never under public/.
// The name is one we generated, so no path a visitor typed is ever opened; it changes with every
// upload, so the browser may cache a picture for good.
import { randomBytes } from 'node:crypto';
import { AVATAR_TYPES, type AvatarKind } from '@/contract/wire/profile';
import { getStorage, removeStored } from '@/server/storage';

/** The public part of an avatar URL: what users.avatar holds is AVATAR_URL_PREFIX + file name. */
export const AVATAR_URL_PREFIX = '/api/med/user/avatar/';
const FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function isAvatarFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** The storage key of a name we made; throws on anything else (defence in depth). */
export function avatarKey(fileName: string): string {
  if (!isAvatarFileName(fileName)) throw new Error(`not an avatar file name: ${JSON.stringify(fileName)}`);
  return `avatar/${fileName}`;
}

/** The file name inside one of our avatar URLs, or null for anything else (e.g. no avatar). */
export function avatarFileOf(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return isAvatarFileName(name) ? name : null;
}

/** Stores the picture under a new name and returns that name. */
export async function storeAvatar(bytes: Buffer, kind: AvatarKind): Promise<string> {
  const fileName = `${randomBytes(16).toString('hex')}.${kind}`;
  await getStorage().put(avatarKey(fileName), bytes, AVATAR_TYPES[kind]);
  return fileName;
}

export async function removeAvatar(fileName: string): Promise<void> {
  await removeStored(avatarKey(fileName), 'profile');
}

/** The size of a stored avatar, or null when the storage has none. */
export async function avatarSize(fileName: string): Promise<number | null> {
  return (await getStorage().stat(avatarKey(fileName)))?.size ?? null;
}
