// Where avatars live: DATA_DIR/uploads/avatar/<128 random bits>.<jpg|png|webp>, never under public/.
// The name is one we generated, so no path a visitor typed is ever opened; it changes with every
// upload, so the browser may cache a picture for good.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AvatarKind } from '@/lib/wire/profile';
import { getServerEnv } from '@/server/env';
import { log } from '@/server/log';

/** The public part of an avatar URL: what users.avatar holds is AVATAR_URL_PREFIX + file name. */
export const AVATAR_URL_PREFIX = '/api/med/user/avatar/';
const FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function isAvatarFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

export function avatarRoot(): string {
  return path.resolve(getServerEnv().DATA_DIR, 'uploads', 'avatar');
}

/** The file of a name we made; throws on anything else (defence in depth). */
export function avatarPath(fileName: string): string {
  if (!isAvatarFileName(fileName)) throw new Error(`not an avatar file name: ${JSON.stringify(fileName)}`);
  return path.join(avatarRoot(), fileName);
}

/** The file name inside one of our avatar URLs, or null for anything else (e.g. no avatar). */
export function avatarFileOf(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return isAvatarFileName(name) ? name : null;
}

/** Writes the picture under a new name (whole, then renamed into place) and returns that name. */
export async function storeAvatar(bytes: Buffer, kind: AvatarKind): Promise<string> {
  const fileName = `${randomBytes(16).toString('hex')}.${kind}`;
  const final = avatarPath(fileName);
  const tmp = `${final}.part`;
  await mkdir(avatarRoot(), { recursive: true, mode: 0o700 });
  try {
    await writeFile(tmp, bytes, { flag: 'wx', mode: 0o600 });
    await rename(tmp, final);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  return fileName;
}

export async function removeAvatar(fileName: string): Promise<void> {
  await rm(avatarPath(fileName), { force: true }).catch((err: unknown) =>
    log.error({ err }, '[profile] could not remove an avatar'),
  );
}

/** The size of a stored avatar, or null when it is not on this machine's disk. */
export async function avatarSize(fileName: string): Promise<number | null> {
  try {
    const s = await stat(avatarPath(fileName));
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}
