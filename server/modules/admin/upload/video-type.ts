// What an uploaded video really is, from its bytes (docs/security.md: the type is checked by content, not
// by the name): MP4 (an ISO media file: a box of type "ftyp" first) or WebM (an EBML header whose
// DocType is "webm"). Anything else, a text file named .mp4 included, is refused.
import type { VideoExtension } from '@/contract/wire/admin-course';

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const FTYP = Buffer.from('ftyp', 'latin1');
const WEBM = Buffer.from('webm', 'latin1');

export function sniffVideo(head: Buffer): VideoExtension | null {
  if (head.length >= 12 && head.subarray(4, 8).equals(FTYP)) {
    const size = head.readUInt32BE(0);
    // The ftyp box holds the major brand and a minor version at least; a real one is small.
    if (size >= 16 && size <= 256) return 'mp4';
  }
  if (head.length >= 16 && head.subarray(0, 4).equals(EBML) && head.subarray(0, 64).includes(WEBM)) return 'webm';
  return null;
}

export const VIDEO_CONTENT_TYPES: Record<VideoExtension, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** Where an uploaded video's bytes are kept in server/storage. */
export function videoKey(id: string): string {
  return `video/${id}`;
}
