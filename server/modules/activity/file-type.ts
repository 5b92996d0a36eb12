// What an uploaded file really is, from its bytes (docs/security.md: the type is checked by content, not by the
// name): PDF, Word (.doc, .docx) or a JPG/PNG picture. The name's extension must agree with the content.
import { ATTACHMENT_EXTENSIONS, type ApiAttachmentKind } from '@/contract/wire/activity';

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = Buffer.from([0xff, 0xd8, 0xff]);
/** OLE2 compound file: .doc (and .xls, .ppt, .msi, which the stream name below tells apart). */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A Word binary document has a stream named WordDocument; directory names are UTF-16LE. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** Bytes of the file's beginning the sniffing needs. */
export const HEAD_BYTES = 8;

type Magic = 'pdf' | 'png' | 'jpg' | 'ole' | 'zip';

export function sniffMagic(head: Buffer): Magic | null {
  const starts = (sig: Buffer) => head.length >= sig.length && head.subarray(0, sig.length).equals(sig);
  if (starts(PDF)) return 'pdf';
  if (starts(PNG)) return 'png';
  if (starts(JPG)) return 'jpg';
  if (starts(OLE)) return 'ole';
  if (starts(ZIP)) return 'zip';
  return null;
}

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;

/** The names in a ZIP file's central directory; null when it is not a readable ZIP. */
export function zipEntryNames(buf: Buffer): string[] | null {
  const minEocd = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= minEocd; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  const size = buf.readUInt32LE(eocd + 12);
  const offset = buf.readUInt32LE(eocd + 16);
  if (offset + size > eocd) return null;
  const names: string[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > offset + size || buf.readUInt32LE(p) !== CENTRAL_ENTRY) return null;
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    if (p + 46 + nameLen > offset + size) return null;
    names.push(buf.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/** The kind of a whole file's content, or null when it is none we accept. */
export function detectKind(buf: Buffer): ApiAttachmentKind | null {
  const magic = sniffMagic(buf.subarray(0, HEAD_BYTES));
  switch (magic) {
    case 'pdf':
    case 'png':
    case 'jpg':
      return magic;
    case 'ole':
      return buf.includes(WORD_STREAM) ? 'doc' : null;
    case 'zip': {
      // Any ZIP starts with PK; a Word document is one that holds word/document.xml.
      const names = zipEntryNames(buf);
      return names?.includes('[Content_Types].xml') && names.includes('word/document.xml') ? 'docx' : null;
    }
    default:
      return null;
  }
}

/** The lowercase extension of a file name ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a name's extension is one the kind may carry. */
export function extensionMatches(name: string, kind: ApiAttachmentKind): boolean {
  return ATTACHMENT_EXTENSIONS[kind].includes(extensionOf(name));
}

/** Whether a name's extension is any we accept (checked before a byte is stored). */
export function isAcceptedExtension(name: string): boolean {
  const ext = extensionOf(name);
  return Object.values(ATTACHMENT_EXTENSIONS).some((list) => list.includes(ext));
}

export const CONTENT_TYPES: Record<ApiAttachmentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The name offered for display and download: the uploaded name without any folder part, control or
 * reserved characters, bounded, with its extension kept (it matches the content, checked before).
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const ext = extensionOf(base);
  const stem = (ext ? base.slice(0, base.length - ext.length - 1) : base)
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const short = [...stem].slice(0, 80).join('').replace(/^\.+/, '');
  const stemOrDefault = short || '病例附件';
  return ext ? `${stemOrDefault}.${ext}` : stemOrDefault;
}
