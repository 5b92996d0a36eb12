// activity/upload and activity/file/:entryId: what may be stored, where, and who gets it back.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Code } from '@/contract/codes';
import { ENTRY_LIMITS, type ApiMyEntry, type ApiUpload } from '@/contract/wire/activity';
import { activityEntries, activityUploads } from '@/server/db/schema';
import { freshLoggedInApi } from '@/tests/api/logged-in';
import { tempDataDir } from '@/tests/api/data-dir';
import { downloadedBytes, uploadRaw } from '@/tests/api/upload';
import { docxBytes, exeBytes, jpgBytes, oleBytes, pdfBytes, pngBytes, zipBytes } from '@/tests/api/upload-files';
import { DAILY_UPLOADS_PER_USER, pruneOrphanUploads } from './upload';

// Uploads go under DATA_DIR: a directory of this file's own (the env is read on first use, after this).
const dataDir = tempDataDir('activity-upload');
/** Where the local storage driver keeps them: the layout uploads have always had. */
const uploadRoot = () => path.join(dataDir, 'uploads', 'activity');

const OPEN = 1;
const ABSTRACT = '患者男，65岁，反复胸闷三年，近一周加重，基层接诊后规范处置并转诊。';

describe('activity uploads', () => {
  const { t, api, cookies } = freshLoggedInApi({
    alice: ['13600000701', '10.7.0.2'],
    bob: ['13600000702', '10.7.0.3'],
  });

  const files = () => (readdirSync(uploadRoot(), { withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name));
  const up = (name: string, bytes: Buffer, cookie = cookies.alice, ip = '10.7.0.1') =>
    uploadRaw<ApiUpload>(api, 'activity/upload', { name }, bytes, { cookie, ip });

  describe('activity/upload', () => {
    it('stores an accepted file under DATA_DIR with a random name and answers its upload id', async () => {
      const bytes = pdfBytes('stored');
      const res = await up('高血压病例.pdf', bytes);
      expect(res.envelope.code).toBe(0);
      const { uploadId, name, kind, size } = res.envelope.data;
      expect(uploadId).toMatch(/^[0-9a-f]{32}$/);
      expect({ name, kind, size }).toEqual({ name: '高血压病例.pdf', kind: 'pdf', size: bytes.length });
      expect(readFileSync(path.join(uploadRoot(), uploadId))).toEqual(bytes);
      const [row] = await t.db.select().from(activityUploads).where(eq(activityUploads.id, uploadId));
      expect(row).toMatchObject({ fileName: '高血压病例.pdf', kind: 'pdf', sizeBytes: bytes.length });
    });

    it('accepts Word documents and pictures by their content', async () => {
      for (const [name, bytes, kind] of [
        ['a.doc', oleBytes(), 'doc'], ['b.docx', docxBytes(), 'docx'], ['c.JPEG', jpgBytes(), 'jpg'], ['d.png', pngBytes(), 'png'],
      ] as const) {
        const res = await up(name, bytes);
        expect(res.envelope.data.kind, name).toBe(kind);
      }
    });

    it('refuses content that does not match an accepted type or its own extension, keeping nothing', async () => {
      const before = files();
      const rows = (await t.db.select().from(activityUploads)).length;
      for (const [name, bytes] of [
        ['病例.pdf', exeBytes()], ['病例.pdf', pngBytes()], ['scan.png', pdfBytes()], ['x.docx', zipBytes({ 'a.exe': 'MZ' })],
        ['x.doc', oleBytes(false)], ['notes.txt', Buffer.from('hello')], ['run.exe', exeBytes()], ['page.html', Buffer.from('<script>')],
      ] as const) {
        const res = await up(name, bytes);
        expect(res.envelope.code, name).toBe(Code.FileTypeRejected);
      }
      expect(files()).toEqual(before);
      expect(await t.db.select().from(activityUploads)).toHaveLength(rows);
    });

    it('refuses a file over the size limit while it streams and leaves no partial file', async () => {
      const before = files();
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(ENTRY_LIMITS.fileBytes)]);
      // Without a Content-Length, so that only the streaming limit can catch it.
      const res = await uploadRaw(api, 'activity/upload', { name: 'big.pdf' }, big, { cookie: cookies.alice, ip: '10.7.0.1', headers: { 'content-length': '' } });
      expect(res.status).toBe(413);
      expect(res.envelope.code).toBe(Code.InputTooLarge);
      expect(res.envelope.codeMsg).toContain('10MB');
      expect(readdirSync(uploadRoot())).toEqual(before);
    });

    it('refuses an empty file', async () => {
      expect((await up('empty.pdf', Buffer.alloc(0))).envelope.code).toBe(Code.BadInput);
    });

    it('keeps only the file name of a path, so nothing lands outside the upload folder', async () => {
      const res = await up('../../../etc/cron.d/evil.pdf', pdfBytes());
      expect(res.envelope.data.name).toBe('evil.pdf');
      expect(files()).toContain(res.envelope.data.uploadId);
    });

    it('needs a login, our own origin and a raw body', async () => {
      const guest = await uploadRaw(api, 'activity/upload', { name: 'a.pdf' }, pdfBytes(), { ip: '10.7.0.1' });
      expect(guest.envelope.code).toBe(Code.NotLoggedIn);
      const foreign = await uploadRaw(api, 'activity/upload', { name: 'a.pdf' }, pdfBytes(), { cookie: cookies.alice, origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      const form = await api.call('activity/upload', { name: 'a.pdf' }, { cookie: cookies.alice, ip: '10.7.0.1' });
      expect(form.envelope.code).toBe(Code.BadInput);
      const noName = await uploadRaw(api, 'activity/upload', {}, pdfBytes(), { cookie: cookies.alice, ip: '10.7.0.1' });
      expect(noName.envelope.code).toBe(Code.BadInput);
    });

    it('limits how many files one user uploads in a day', async () => {
      const carol = (await api.login('13600000703', { ip: '10.7.0.4' })).cookie;
      for (let i = 0; i < DAILY_UPLOADS_PER_USER; i++) {
        expect((await up(`${i}.png`, pngBytes(), carol, '10.7.0.5')).envelope.code).toBe(0);
      }
      expect((await up('last.png', pngBytes(), carol, '10.7.0.5')).envelope.code).toBe(Code.TooManyRequests);
    });

    it('prunes uploads no entry took up within a day, files and rows', async () => {
      const res = await up('old.pdf', pdfBytes(), cookies.bob, '10.7.0.6');
      const id = res.envelope.data.uploadId;
      await t.db.update(activityUploads).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(activityUploads.id, id));
      expect(await pruneOrphanUploads(t.db)).toBeGreaterThanOrEqual(1);
      expect(files()).not.toContain(id);
      expect(await t.db.select().from(activityUploads).where(eq(activityUploads.id, id))).toHaveLength(0);
    });
  });

  describe('activity/file/:entryId', () => {
    let entry: ApiMyEntry;
    const bytes = pdfBytes('download me');

    beforeAll(async () => {
      const { uploadId } = (await up('我的病例.pdf', bytes)).envelope.data;
      const saved = await api.call<ApiMyEntry>(`activity/entrySave/${OPEN}`, { title: '下载测试病例', department: '全科', abstract: ABSTRACT, uploadId }, { cookie: cookies.alice });
      expect(saved.envelope.code).toBe(0);
      entry = saved.envelope.data;
    });

    const get = (entryId: number | string, cookie?: string) => api.call(`activity/file/${entryId}`, {}, { method: 'GET', cookie });

    it('streams the owner their file as an attachment with a safe name', async () => {
      expect(entry.attachment?.url).toBe(`/api/med/activity/file/${entry.id}`);
      const res = await get(entry.id, cookies.alice);
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('application/pdf');
      expect(res.headers['Content-Disposition']).toBe(
        `attachment; filename="file.pdf"; filename*=UTF-8''${encodeURIComponent('我的病例.pdf')}`,
      );
      expect(res.headers['Cache-Control']).toBe('private, no-store');
      expect(await downloadedBytes(res)).toEqual(bytes);
    });

    it('answers someone else exactly as for an entry that does not exist', async () => {
      const other = await get(entry.id, cookies.bob);
      const missing = await get(999999, cookies.bob);
      expect(other.envelope).toEqual(missing.envelope);
      expect(other.envelope.code).toBe(Code.NotFound);
      expect(other.file).toBeUndefined();
    });

    it('gives a published entry’s file to any logged-in user, never to a guest', async () => {
      await t.db.update(activityEntries).set({ isPublished: true }).where(eq(activityEntries.id, entry.id));
      expect((await get(entry.id, cookies.bob)).status).toBe(200);
      expect((await get(entry.id)).envelope.code).toBe(Code.NotLoggedIn);
      await t.db.update(activityEntries).set({ isPublished: false }).where(eq(activityEntries.id, entry.id));
    });

    it('answers NotFound when the file is gone from the disk, and BadInput for an odd id', async () => {
      const [row] = await t.db.select().from(activityEntries).where(eq(activityEntries.id, entry.id));
      rmSync(path.join(uploadRoot(), row.attachmentId!));
      expect((await get(entry.id, cookies.alice)).envelope.code).toBe(Code.NotFound);
      expect((await get('abc', cookies.alice)).envelope.code).toBe(Code.BadInput);
      expect((await get('..%2F..%2Fetc', cookies.alice)).envelope.code).toBe(Code.BadInput);
    });

    it('is a GET: a POST is refused', async () => {
      expect((await api.call(`activity/file/${entry.id}`, {}, { cookie: cookies.alice })).status).toBe(405);
    });
  });
});
