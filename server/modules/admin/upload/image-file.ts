// Pictures staff upload (article images, covers, banners): what a file really is, from its bytes
// (docs/security.md: the type is checked by content, never by the name or the declared type), its pixel
// size where the header says it, and where it is kept: storage key image/<128 random bits>.<ext>
// (server/storage), served to everyone at IMAGE_URL_PREFIX + name. The name changes with every upload,
// so the URL is stable and the file may be cached for good.
import { randomBytes } from 'node:crypto';
import { detectAvatarKind } from '@/server/modules/user/profile/avatar-file-type';
import { getStorage } from '@/server/storage';

export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;
export type ImageKind = keyof typeof IMAGE_TYPES;

export const IMAGE_URL_PREFIX = '/api/med/image/';
const FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

export function detectImageKind(head: Buffer): ImageKind | null {
  const known = detectAvatarKind(head);
  if (known) return known;
  const sig = head.toString('latin1', 0, 6);
  return sig === 'GIF87a' || sig === 'GIF89a' ? 'gif' : null;
}

/** Width and height from the file's header, or null when it does not say where we look. */
export function imageSize(bytes: Buffer, kind: ImageKind): { width: number; height: number } | null {
  try {
    if (kind === 'png') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    if (kind === 'gif') return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    if (kind === 'webp') {
      const chunk = bytes.toString('latin1', 12, 16);
      if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
      if (chunk === 'VP8L') {
        const b = bytes.readUInt32LE(21);
        return { width: 1 + (b & 0x3fff), height: 1 + ((b >> 14) & 0x3fff) };
      }
      if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
      return null;
    }
    // JPEG: walk the segments to the first start-of-frame marker.
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
      }
      i += 2 + bytes.readUInt16BE(i + 2);
    }
    return null;
  } catch {
    return null;
  }
}

export function isImageFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

export function imageKey(fileName: string): string {
  if (!isImageFileName(fileName)) throw new Error(`not an image file name: ${JSON.stringify(fileName)}`);
  return `image/${fileName}`;
}

/** Stores the picture under a new name and returns that name. */
export async function storeImage(bytes: Buffer, kind: ImageKind): Promise<string> {
  const fileName = `${randomBytes(16).toString('hex')}.${kind}`;
  await getStorage().put(imageKey(fileName), bytes, IMAGE_TYPES[kind]);
  return fileName;
}

export async function imageFileSize(fileName: string): Promise<number | null> {
  return (await getStorage().stat(imageKey(fileName)))?.size ?? null;
}
