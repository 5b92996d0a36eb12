// admin/upload/video and media/video/:file: a lesson or replay video is checked by its bytes (not its
// name), stored through server/storage, and served inline from the address the upload answers.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import type { ApiAdminVideoUpload } from '@/contract/wire/admin-course';
import { staffRoles } from '@/server/modules/admin/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { tempDataDir } from '@/tests/api/data-dir';
import { downloadedBytes, uploadRaw } from '@/tests/api/upload';
import { pdfBytes } from '@/tests/api/upload-files';

// Uploads go under DATA_DIR: a directory of this file's own (the env is read on first use, after this).
const dataDir = tempDataDir('admin-video');
const stored = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'video'));
  } catch {
    return [];
  }
};

/** The start of an MP4 file: an ftyp box (size, type, major brand, minor version, compatible brands), then media data. */
function mp4Bytes(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from('free', 'latin1'), Buffer.alloc(2048, 7)]);
}

/** The start of a WebM file: an EBML header whose DocType is "webm". */
function webmBytes(): Buffer {
  const header = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]);
  return Buffer.concat([header, Buffer.from('webm', 'latin1'), Buffer.alloc(1024, 3)]);
}

describe('admin/upload/video', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let ip = 0;
  const cookies: Record<string, string> = {};
  const up = (who: string, name: string, bytes: Buffer) =>
    uploadRaw<ApiAdminVideoUpload>(api, 'admin/upload/video', { name }, bytes, { cookie: cookies[who], ip: `10.9.4.${++ip}` });

  beforeAll(async () => {
    for (const role of ['registrar', 'editor', 'finance'] as const) {
      const { user, cookie } = await userWithCookie(t.db, { name: `职员${role}` });
      await t.db.insert(staffRoles).values({ userId: user.id, role });
      cookies[role] = cookie;
    }
    cookies.learner = (await userWithCookie(t.db)).cookie;
  });

  it('stores an MP4 from the registrar and a WebM from the editor, and serves each inline from the answered address', async () => {
    for (const [who, name, bytes, type] of [['registrar', '第一课.mp4', mp4Bytes(), 'video/mp4'], ['editor', '回放.WEBM', webmBytes(), 'video/webm']] as const) {
      const res = await up(who, name, bytes);
      expect(res.envelope.code, res.envelope.codeMsg).toBe(Code.Ok);
      const { src, size } = res.envelope.data;
      expect(src).toMatch(/^\/api\/med\/media\/video\/[0-9a-f]{32}\.(mp4|webm)$/);
      expect(size).toBe(bytes.length);
      const file = await api.call(src.replace('/api/med/', ''), {}, { method: 'GET', origin: null });
      expect(file.status).toBe(200);
      expect(file.headers['Content-Type']).toBe(type);
      expect(file.headers['Content-Disposition']).toBe('inline');
      expect(await downloadedBytes(file)).toEqual(bytes);
    }
  });

  it('refuses a text file named .mp4, a PDF named .webm, an MP4 named .webm and a .mov, storing nothing', async () => {
    const before = stored().length;
    for (const [name, bytes] of [
      ['lesson.mp4', Buffer.from('just some text, not a video at all\n'.repeat(10))],
      ['lesson.webm', pdfBytes()],
      ['lesson.webm', mp4Bytes()],
      ['lesson.mov', mp4Bytes()],
    ] as const) {
      const res = await up('registrar', name, bytes);
      expect(res.envelope, name).toMatchObject({ code: Code.FileTypeRejected, codeMsg: '视频格式不支持，请上传 MP4 或 WebM 视频文件' });
    }
    expect((await up('registrar', 'empty.mp4', Buffer.alloc(0))).envelope.code).toBe(Code.BadInput);
    expect(stored()).toHaveLength(before);
  });

  it('refuses finance and a learner (4003) and a guest (1001), storing nothing', async () => {
    const before = stored().length;
    expect((await up('finance', 'a.mp4', mp4Bytes())).envelope.code).toBe(Code.Forbidden);
    expect((await up('learner', 'a.mp4', mp4Bytes())).envelope.code).toBe(Code.Forbidden);
    expect((await up('guest', 'a.mp4', mp4Bytes())).envelope.code).toBe(Code.NotLoggedIn);
    expect(stored()).toHaveLength(before);
  });

  it('answers 4004 for a video that was never uploaded and 4000 for an address that is not one of ours', async () => {
    const get = (file: string) => api.call(`media/video/${file}`, {}, { method: 'GET', origin: null });
    expect((await get('0123456789abcdef0123456789abcdef.mp4')).envelope.code).toBe(Code.NotFound);
    expect((await get('..%2F..%2Fetc%2Fpasswd')).envelope.code).toBe(Code.BadInput);
  });
});
