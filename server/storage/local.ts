// STORAGE_DRIVER=local (the default): files under DATA_DIR/uploads/<key>, the layout uploads had
// before the storage interface existed, so files written by older versions are still found.
import { createReadStream } from 'node:fs';
import { link, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, type FileStorage } from './types';

export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, checkKey(key));

  return {
    driver: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      // Written whole beside the final name, then linked into place: a reader never sees half a file,
      // and link (unlike rename) fails rather than replace a file already there.
      const tmp = `${file}.part`;
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      try {
        await writeFile(tmp, bytes, { flag: 'wx', mode: 0o600 });
        await link(tmp, file);
      } finally {
        await rm(tmp, { force: true });
      }
    },
    async get(key) {
      const file = fileOf(key);
      // Opened before answering, so a missing file is "null" rather than a stream that fails later.
      const stream = createReadStream(file);
      return new Promise<Readable | null>((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT' || err.code === 'EISDIR') resolve(null);
          else reject(err);
        });
      });
    },
    async stat(key) {
      const file = fileOf(key);
      try {
        const s = await stat(file);
        return s.isFile() ? { size: s.size } : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
