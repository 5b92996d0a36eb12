// What an uploaded avatar really is, from its first bytes (docs/security.md: the type is checked by content,
// not by the name or the declared type): JPEG and PNG as the activity uploads sniff them, plus WebP.
import type { AvatarKind } from '@/contract/wire/profile';
import { sniffMagic } from '@/server/modules/activity/file-type';

/** Bytes needed: a WebP file is "RIFF", a 4-byte length, then "WEBP". */
export const AVATAR_HEAD_BYTES = 12;

export function detectAvatarKind(head: Buffer): AvatarKind | null {
  const magic = sniffMagic(head);
  if (magic === 'jpg' || magic === 'png') return magic;
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}
