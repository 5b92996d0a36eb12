// One interface for every uploaded file (avatars, case-competition entries, lecturer attachments), so
// the code that accepts and serves uploads does not know whether they sit under DATA_DIR or in an
// S3-compatible bucket (STORAGE_DRIVER). Callers name files by keys they generated, never by paths.
import type { Readable } from 'node:stream';

/** "<folder>/<128 random bits as hex>[.<ext>]": the only shape of key a driver accepts. */
const KEY = /^[a-z]{1,20}\/[0-9a-f]{32}(\.[a-z]{3,4})?$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** Throws on anything that is not a key we make (defence in depth: no visitor's text becomes a path). */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

export interface FileStorage {
  readonly driver: 'local' | 's3';
  /**
   * Stores the bytes under key, whole or not at all. Keys carry 128 random bits, so a put never meets
   * an existing file; the local driver refuses one anyway. (No conditional put on S3: not every
   * compatible store understands If-None-Match, and a store that refused it would refuse every upload.)
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  /** The stored size, or null when there is no such file. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
}
