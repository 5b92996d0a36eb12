// The storage interface's contract, the same cases against both drivers: the local directory and an
// S3-compatible server (tests/api/s3-stand-in.ts) through the AWS SDK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { startS3StandIn, type S3StandIn } from '@/tests/api/s3-stand-in';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

const dir = mkdtempSync(path.join(os.tmpdir(), 'med-storage-'));
let s3: S3StandIn;

beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

const drivers: [string, () => FileStorage][] = [
  ['local', () => createLocalStorage(dir)],
  ['s3', () => createS3Storage({
    endpoint: s3.endpoint, region: s3.region, bucket: s3.bucket,
    accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true,
  })],
];

const key = (n: number, ext = '') => `activity/${n.toString(16).padStart(32, '0')}${ext}`;

describe.each(drivers)('%s storage', (driver, make) => {
  const offset = driver === 'local' ? 0 : 100;

  it('gives back what was put, with its size, until it is deleted', async () => {
    const storage = make();
    const bytes = Buffer.from('%PDF-1.4 病例 ' + 'x'.repeat(70_000));
    await storage.put(key(offset + 1), bytes, 'application/pdf');
    expect(await storage.stat(key(offset + 1))).toEqual({ size: bytes.length });
    expect(await readAll(await storage.get(key(offset + 1)))).toEqual(bytes);
    await storage.delete(key(offset + 1));
    expect(await storage.stat(key(offset + 1))).toBeNull();
    expect(await storage.get(key(offset + 1))).toBeNull();
  });

  it('answers null for a file that was never stored, and deleting it is no error', async () => {
    const storage = make();
    expect(await storage.stat(key(offset + 2, '.png'))).toBeNull();
    expect(await storage.get(key(offset + 2, '.png'))).toBeNull();
    await expect(storage.delete(key(offset + 2, '.png'))).resolves.toBeUndefined();
  });

  it.each(['../etc/passwd', 'activity/../../x', 'activity/ABC', '/abs/0123', ''])('refuses the key %j', async (bad) => {
    const storage = make();
    await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a storage key/);
    await expect(storage.get(bad)).rejects.toThrow(/not a storage key/);
    await expect(storage.stat(bad)).rejects.toThrow(/not a storage key/);
  });
});

describe('drivers', () => {
  it('local keeps the layout uploads always had: DATA_DIR/uploads/<folder>/<id>', async () => {
    const storage = createLocalStorage(path.join(dir, 'uploads'));
    await storage.put('teacher/' + 'a'.repeat(32), Buffer.from('%PDF-'), 'application/pdf');
    expect(readFileSync(path.join(dir, 'uploads', 'teacher', 'a'.repeat(32)), 'utf8')).toBe('%PDF-');
    expect(existsSync(path.join(dir, 'uploads', 'teacher', `${'a'.repeat(32)}.part`))).toBe(false);
  });

  it('local never replaces a stored file', async () => {
    const storage = createLocalStorage(dir);
    await storage.put(key(3), Buffer.from('first'), 'application/pdf');
    await expect(storage.put(key(3), Buffer.from('second'), 'application/pdf')).rejects.toThrow();
    expect(await readAll(await storage.get(key(3)))).toEqual(Buffer.from('first'));
  });

  it('s3 names objects uploads/<key> in the bucket, signed with the access key, with their type', async () => {
    const storage = drivers[1][1]();
    await storage.put('avatar/' + 'b'.repeat(32) + '.png', Buffer.from('png'), 'image/png');
    expect(s3.objects.get(`uploads/avatar/${'b'.repeat(32)}.png`)).toEqual({ bytes: Buffer.from('png'), contentType: 'image/png' });
    expect(s3.requests).toContain(`PUT /${s3.bucket}/uploads/avatar/${'b'.repeat(32)}.png`);
  });

  it('s3 with the wrong secret fails rather than answering "no such file"', async () => {
    const storage = createS3Storage({
      endpoint: s3.endpoint, region: s3.region, bucket: s3.bucket,
      accessKeyId: 'SOMEONEELSE', secretAccessKey: 'x'.repeat(20), forcePathStyle: true,
    });
    await expect(storage.stat(key(999))).rejects.toThrow();
    await expect(storage.get(key(999))).rejects.toThrow();
  });
});
