// With STORAGE_DRIVER=s3 every upload endpoint keeps its files in the bucket (an S3-compatible server
// started here, tests/api/s3-stand-in.ts), nothing under DATA_DIR, and serves them through the site
// with the same access checks as on disk: the owner gets the bytes, anyone else the "does not exist"
// answer. The download also goes over real HTTP (server/http/node.ts streams it from the bucket).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Code } from '@/contract/codes';
import type { ApiMyEntry, ApiUpload } from '@/contract/wire/activity';
import type { ApiAvatar } from '@/contract/wire/profile';
import type { ApiTeacherCurrent, ApiTeacherUpload } from '@/contract/wire/user-teacher';
import { createDispatcher } from '@/server/http/dispatch';
import { serveNode } from '@/server/http/node';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { apiRoutes } from '@/server/routes';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { tempDataDir } from '@/tests/api/data-dir';
import { s3Env, startS3StandIn } from '@/tests/api/s3-stand-in';
import { downloadedBytes, uploadRaw } from '@/tests/api/upload';
import { jpgBytes, pdfBytes, pngBytes } from '@/tests/api/upload-files';

// The env is read on first use, after this: the bucket, and a DATA_DIR that must stay free of uploads.
const s3 = await startS3StandIn();
const dataDir = tempDataDir('s3-uploads');
Object.assign(process.env, s3Env(s3));

const OPEN = 1;
const ABSTRACT = '患者男，65岁，反复胸闷三年，近一周加重，基层接诊后规范处置并转诊。';
const TEACHER_FORM = {
  professionalTitle: 'attending', yearsOfPractice: '8', hospitalLevel: 'grade2A', specialties: ['chronic', 'general'],
  experience: '为乡镇卫生院医生授课十余次。',
};

describe('uploads with STORAGE_DRIVER=s3', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let alice: string;
  let bob: string;
  let ip = 0;
  const nextIp = () => `10.12.3.${++ip}`;
  const get = (p: string, cookie?: string) => api.call(p, {}, { cookie, method: 'GET' });
  const stored = (key: string) => s3.objects.get(`uploads/${key}`)?.bytes;

  beforeAll(async () => {
    alice = (await api.login('13600001201', { ip: nextIp() })).cookie;
    bob = (await api.login('13600001202', { ip: nextIp() })).cookie;
  });
  afterAll(async () => {
    await s3.close();
  });

  it('avatar: stored in the bucket, served to its owner only, the replaced one removed', async () => {
    const bytes = pngBytes();
    const res = await uploadRaw<ApiAvatar>(api, 'user/profile/avatar', {}, bytes, { cookie: alice, ip: nextIp() });
    expect(res.envelope.code).toBe(0);
    const file = res.envelope.data.avatar.split('/').pop()!;
    expect(stored(`avatar/${file}`)).toEqual(bytes);
    expect(s3.objects.get(`uploads/avatar/${file}`)?.contentType).toBe('image/png');

    const mine = await get(`user/avatar/${file}`, alice);
    expect(mine.status).toBe(200);
    expect(mine.headers['Content-Type']).toBe('image/png');
    expect(mine.headers['Content-Length']).toBe(String(bytes.length));
    expect(await downloadedBytes(mine)).toEqual(bytes);

    const other = await get(`user/avatar/${file}`, bob);
    const missing = await get(`user/avatar/${'0'.repeat(32)}.png`, bob);
    expect(other.envelope.code).toBe(Code.NotFound);
    expect(other.envelope).toEqual(missing.envelope);
    expect(other.file).toBeUndefined();

    const next = await uploadRaw<ApiAvatar>(api, 'user/profile/avatar', {}, jpgBytes(), { cookie: alice, ip: nextIp() });
    expect(next.envelope.code).toBe(0);
    expect(stored(`avatar/${file}`)).toBeUndefined();
  });

  it('case entry: the attachment in the bucket, for its owner; another user gets "does not exist"', async () => {
    const bytes = pdfBytes('in the bucket');
    const up = await uploadRaw<ApiUpload>(api, 'activity/upload', { name: '病例.pdf' }, bytes, { cookie: alice, ip: nextIp() });
    expect(up.envelope.code).toBe(0);
    const { uploadId } = up.envelope.data;
    expect(stored(`activity/${uploadId}`)).toEqual(bytes);

    const saved = await api.call<ApiMyEntry>(`activity/entrySave/${OPEN}`, { title: '对象存储病例', department: '全科', abstract: ABSTRACT, uploadId }, { cookie: alice });
    expect(saved.envelope.code).toBe(0);
    const entryId = saved.envelope.data.id;

    const mine = await get(`activity/file/${entryId}`, alice);
    expect(mine.status).toBe(200);
    expect(mine.headers['Content-Type']).toBe('application/pdf');
    expect(await downloadedBytes(mine)).toEqual(bytes);

    const other = await get(`activity/file/${entryId}`, bob);
    expect(other.envelope.code).toBe(Code.NotFound);
    expect(other.envelope).toEqual((await get('activity/file/999999', bob)).envelope);

    // A file gone from the bucket is "does not exist" too, not a failure.
    s3.objects.delete(`uploads/activity/${uploadId}`);
    expect((await get(`activity/file/${entryId}`, alice)).envelope.code).toBe(Code.NotFound);
  });

  it('refused content never reaches the bucket', async () => {
    const before = s3.objects.size;
    const res = await uploadRaw<ApiUpload>(api, 'activity/upload', { name: 'x.pdf' }, Buffer.from('MZ not a pdf'), { cookie: alice, ip: nextIp() });
    expect(res.envelope.code).toBe(Code.FileTypeRejected);
    expect(s3.objects.size).toBe(before);
  });

  it('lecturer attachment: in the bucket, for its applicant; another lecturer applicant gets "does not exist"', async () => {
    const applicant = await userWithCookie(t.db);
    const bytes = pdfBytes('certificate');
    const up = await uploadRaw<ApiTeacherUpload>(api, 'user/teacher/upload', { name: '执业证书.pdf' }, bytes, { cookie: applicant.cookie, ip: nextIp() });
    expect(up.envelope.code).toBe(0);
    expect(stored(`teacher/${up.envelope.data.uploadId}`)).toEqual(bytes);
    const saved = await api.call<ApiTeacherCurrent>('user/teacher/save', { ...TEACHER_FORM, uploadId: up.envelope.data.uploadId }, { cookie: applicant.cookie });
    expect(saved.envelope.code).toBe(0);
    const id = saved.envelope.data.current!.id;

    const mine = await get(`user/teacher/file/${id}`, applicant.cookie);
    expect(mine.status).toBe(200);
    expect(await downloadedBytes(mine)).toEqual(bytes);

    const other = await userWithCookie(t.db);
    const theirs = await get(`user/teacher/file/${id}`, other.cookie);
    expect(theirs.envelope.code).toBe(Code.NotFound);
    expect(theirs.envelope).toEqual((await get('user/teacher/file/999999', other.cookie)).envelope);
  });

  it('streams a download from the bucket over real HTTP', async () => {
    const bytes = pngBytes();
    const res = await uploadRaw<ApiAvatar>(api, 'user/profile/avatar', {}, bytes, { cookie: bob, ip: nextIp() });
    const dispatch = createDispatcher(apiRoutes, { getDb: async () => t.db });
    const server = http.createServer((req, resp) => void serveNode(dispatch, req, resp));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}${res.envelope.data.avatar}`, { headers: { cookie: bob } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);

      // HEAD: the headers, without fetching the object from the bucket.
      const key = `/${s3.bucket}/uploads/avatar/${res.envelope.data.avatar.split('/').pop()}`;
      const gets = () => s3.requests.filter((r) => r === `GET ${key}`).length;
      const before = gets();
      const head = await fetch(`http://127.0.0.1:${port}${res.envelope.data.avatar}`, { method: 'HEAD', headers: { cookie: bob } });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
      expect(gets()).toBe(before);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('writes nothing under DATA_DIR/uploads', () => {
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });
});
