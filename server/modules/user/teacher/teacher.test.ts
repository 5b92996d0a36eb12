// user/teacher/*: lecturer certification — the attachment (checked by its bytes), one active
// application per user, edit and withdraw while submitted, the decision and its message.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Code } from '@/contract/codes';
import type { ApiTeacherCurrent, ApiTeacherUpload } from '@/contract/wire/user-teacher';
import { withTransaction } from '@/server/db/client';
import { users } from '@/server/modules/passport/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { messages } from '@/server/modules/message/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { tempDataDir } from '@/tests/api/data-dir';
import { uploadRaw } from '@/tests/api/upload';
import { readPdf } from '@/tests/pdf-reader';
import { docxBytes, exeBytes, jpgBytes, pdfBytes, pngBytes } from '@/tests/api/upload-files';
import { decideTeacherApplication } from './decide';
import { pruneOrphanTeacherUploads } from './upload';
import { teacherApplications, teacherUploads } from './schema';
import { seededCookie } from '../test-helpers';

// Uploads go under DATA_DIR: a directory of this file's own (the env is read on first use, after this).
const dataDir = tempDataDir('teacher-upload');
/** Where the local storage driver keeps them: the layout uploads have always had. */
const teacherUploadRoot = () => path.join(dataDir, 'uploads', 'teacher');

const form = (overrides: Record<string, unknown> = {}) => ({
  professionalTitle: 'attending', yearsOfPractice: '8', hospitalLevel: 'grade2A', specialties: ['chronic', 'general'],
  experience: '为乡镇卫生院医生授课十余次。', ...overrides,
});

describe('lecturer certification: user/teacher/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let ip = 0;
  const nextIp = () => `10.8.0.${++ip}`;

  const cookieOf = (phone: string) => seededCookie(t.db, phone);
  const up = (cookie: string, name: string, bytes: Buffer) =>
    uploadRaw<ApiTeacherUpload>(api, 'user/teacher/upload', { name }, bytes, { cookie, ip: nextIp() });
  const files = () => readdirSync(teacherUploadRoot(), { withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);
  const applications = async (userId: number) =>
    (await t.db.select({ n: count() }).from(teacherApplications).where(eq(teacherApplications.userId, userId)))[0].n;

  /** A new scope-0 user with an uploaded PDF. */
  async function applicant() {
    const u = await userWithCookie(t.db);
    const upload = (await up(u.cookie, '执业证书.pdf', pdfBytes())).envelope.data;
    return { ...u, uploadId: upload.uploadId };
  }

  describe('user/teacher/current', () => {
    it('shows the certified lecturer their approved application, with the demo attachment', async () => {
      const cookie = await cookieOf('13800000001');
      const res = await api.call<ApiTeacherCurrent>('user/teacher/current', {}, { cookie });
      expect(res.envelope.code).toBe(0);
      const { current, canApply } = res.envelope.data;
      expect(canApply).toBe(false);
      expect(current).toMatchObject({ status: 'approved', canEdit: false, hospitalLevel: { value: 'grade3A', name: '三级甲等医院' } });
      expect(current!.specialties.map((s) => s.name)).toContain('慢病管理');
      const file = await api.call(current!.attachment.url.replace('/api/med/', ''), {}, { cookie, method: 'GET' });
      expect(file.status).toBe(200);
      expect(file.headers['Content-Type']).toBe('application/pdf');
      // Readable without a Chinese font on the reader's side: the text comes with its embedded font.
      const pdf = await readPdf(file.bytes!);
      expect(pdf.header).toBe('%PDF-1.4');
      expect(pdf.pages[0].lines).toEqual(['执业资格证书（演示）', '姓名：李华', '本文件为网站演示数据，仅用于展示讲师认证功能。', '河南省基层卫生健康学会培训学院']);
      expect(pdf.raw).toMatch(/\/FontFile2 \d+ 0 R/);
      expect(file.headers['Content-Length']).toBe(String(file.bytes!.length));
      expect(String(file.headers['Content-Disposition'])).toContain('attachment;');
    });

    it('shows the demo learner an earlier rejection and lets them apply again', async () => {
      const res = await api.call<ApiTeacherCurrent>('user/teacher/current', {}, { cookie: await cookieOf('13800000000') });
      expect(res.envelope.data).toMatchObject({ current: null, canApply: true });
      expect(res.envelope.data.history[0]).toMatchObject({ status: 'rejected' });
      expect(res.envelope.data.history[0].reason).toBeTruthy();
    });

    it('refuses guests and scopes 2 and 3', async () => {
      expect((await api.call('user/teacher/current')).envelope.code).toBe(Code.NotLoggedIn);
      for (const phone of ['13800000002', '13800000003']) {
        expect((await api.call('user/teacher/current', {}, { cookie: await cookieOf(phone) })).envelope.code, phone).toBe(Code.Forbidden);
      }
    });
  });

  describe('user/teacher/upload', () => {
    it('stores a PDF, JPG or PNG under DATA_DIR with a random name', async () => {
      const { cookie, user } = await userWithCookie(t.db);
      for (const [name, bytes, kind] of [['证书.pdf', pdfBytes(), 'pdf'], ['证书.JPEG', jpgBytes(), 'jpg'], ['证书.png', pngBytes(), 'png']] as const) {
        const res = await up(cookie, name, bytes);
        expect(res.envelope, name).toMatchObject({ code: 0, data: { kind, size: bytes.length } });
        expect(res.envelope.data.uploadId).toMatch(/^[0-9a-f]{32}$/);
        expect(readFileSync(path.join(teacherUploadRoot(), res.envelope.data.uploadId))).toEqual(bytes);
      }
      expect((await t.db.select().from(teacherUploads).where(eq(teacherUploads.userId, user.id)))).toHaveLength(3);
    });

    it('refuses a file whose bytes are not what its name says, or a type it does not take, storing nothing', async () => {
      const { cookie, user } = await userWithCookie(t.db);
      const before = files().length;
      const cases: [string, Buffer][] = [
        ['证书.pdf', exeBytes()], ['证书.png', pdfBytes()], ['证书.docx', docxBytes()], ['证书.exe', exeBytes()], ['证书', pdfBytes()],
      ];
      for (const [name, bytes] of cases) {
        const res = await up(cookie, name, bytes);
        expect(res.envelope.code, name).toBe(Code.FileTypeRejected);
        expect(res.envelope.codeMsg).toContain('PDF');
      }
      expect((await up(cookie, '空.pdf', Buffer.alloc(0))).envelope.code).toBe(Code.BadInput);
      expect(files().length).toBe(before);
      expect(await t.db.select().from(teacherUploads).where(eq(teacherUploads.userId, user.id))).toHaveLength(0);
    });

    it('refuses a file over 5 MB', async () => {
      const { cookie } = await userWithCookie(t.db);
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]);
      const res = await up(cookie, '大文件.pdf', big);
      expect(res.envelope.code).toBe(Code.InputTooLarge);
      expect(res.envelope.codeMsg).toContain('5MB');
    });

    it('removes day-old uploads that no application took up, and keeps the ones in use', async () => {
      const { cookie, uploadId } = await applicant();
      await api.call('user/teacher/save', form({ uploadId }), { cookie });
      const orphan = (await up(cookie, '草稿.png', pngBytes())).envelope.data.uploadId;
      const later = new Date(Date.now() + 2 * 86_400_000);
      let removed = 0;
      for (let n = await pruneOrphanTeacherUploads(t.db, later); n > 0; n = await pruneOrphanTeacherUploads(t.db, later)) removed += n;
      expect(removed).toBeGreaterThanOrEqual(1);
      const left = new Set((await t.db.select({ id: teacherUploads.id }).from(teacherUploads)).map((r) => r.id));
      expect(left.has(uploadId)).toBe(true);
      expect(left.has(orphan)).toBe(false);
      expect(files()).not.toContain(orphan);
    });

    it('refuses guests, scopes 2 and 3, and a form body', async () => {
      const res = await uploadRaw(api, 'user/teacher/upload', { name: 'a.pdf' }, pdfBytes(), { ip: nextIp() });
      expect(res.envelope.code).toBe(Code.NotLoggedIn);
      expect((await up(await cookieOf('13800000003'), 'a.pdf', pdfBytes())).envelope.code).toBe(Code.Forbidden);
      const { cookie } = await userWithCookie(t.db);
      expect((await api.call('user/teacher/upload', { name: 'a.pdf' }, { cookie })).envelope.code).toBe(Code.BadInput);
    });
  });

  describe('user/teacher/save', () => {
    it('creates one application; submitting again changes it rather than adding another', async () => {
      const { cookie, user, uploadId } = await applicant();
      const answers = await Promise.all([1, 2, 3].map(() => api.call<ApiTeacherCurrent>('user/teacher/save', form({ uploadId }), { cookie })));
      expect(answers.map((a) => a.envelope.code)).toEqual([0, 0, 0]);
      expect(await applications(user.id)).toBe(1);
      const { current, canApply } = answers[2].envelope.data;
      expect(canApply).toBe(false);
      expect(current).toMatchObject({ status: 'submitted', canEdit: true, yearsOfPractice: 8, attachment: { name: '执业证书.pdf', kind: 'pdf' } });
      expect(current!.specialties.map((s) => s.value)).toEqual(['chronic', 'general']);

      const edited = await api.call<ApiTeacherCurrent>('user/teacher/save', form({ yearsOfPractice: '9', specialties: 'tcm' }), { cookie });
      expect(edited.envelope.data.current).toMatchObject({ id: current!.id, yearsOfPractice: 9, specialties: [{ value: 'tcm', name: '中医药' }] });
      expect(edited.envelope.data.current!.attachment.name).toBe('执业证书.pdf');
      const file = await api.call(`user/teacher/file/${current!.id}`, {}, { cookie, method: 'GET' });
      expect(file.status).toBe(200);
      expect(file.headers['Content-Type']).toBe('application/pdf');
    });

    it('refuses changes once under review, and a new application once approved', async () => {
      const { cookie, user, uploadId } = await applicant();
      const created = (await api.call<ApiTeacherCurrent>('user/teacher/save', form({ uploadId }), { cookie })).envelope.data.current!;
      await withTransaction(t.db, (tx) => decideTeacherApplication(tx, created.id, 'reviewing'));
      expect((await api.call('user/teacher/save', form({ yearsOfPractice: '30' }), { cookie })).envelope.code).toBe(Code.Conflict);
      await withTransaction(t.db, (tx) => decideTeacherApplication(tx, created.id, 'approved'));
      expect((await api.call('user/teacher/save', form({ uploadId }), { cookie })).envelope.code).toBe(Code.Conflict);
      expect(await applications(user.id)).toBe(1);
      const [row] = await t.db.select().from(teacherApplications).where(eq(teacherApplications.id, created.id));
      expect(row.yearsOfPractice).toBe(8);
    });

    it('refuses each bad field, a missing attachment and someone else\'s upload, storing nothing', async () => {
      const { cookie, user, uploadId } = await applicant();
      const other = await applicant();
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ uploadId: undefined }, /请上传资质证明附件/],
        [{ uploadId: other.uploadId }, /附件不存在/],
        [{ uploadId: '../../etc/passwd' }, /附件不正确/],
        [{ professionalTitle: 'king' }, /职称不正确/],
        [{ professionalTitle: undefined }, /职称/],
        [{ hospitalLevel: 'grade9' }, /医院等级不正确/],
        [{ yearsOfPractice: '61' }, /不能超过60年/],
        [{ yearsOfPractice: '-1' }, /整数/],
        [{ yearsOfPractice: '' }, /整数/],
        [{ specialties: [] }, /./],
        [{ specialties: ['general', 'cooking'] }, /擅长领域不正确/],
        [{ specialties: ['general', 'tcm', 'chronic', 'drugs', 'elderly', 'nursing'] }, /最多选择5项/],
        [{ experience: '经'.repeat(501) }, /不能超过500个字/],
      ];
      for (const [override, message] of cases) {
        const body = { ...form({ uploadId }), ...override };
        for (const k of Object.keys(body)) if ((body as Record<string, unknown>)[k] === undefined) delete (body as Record<string, unknown>)[k];
        const res = await api.call('user/teacher/save', body, { cookie });
        expect(res.envelope.code, JSON.stringify(override)).toBe(Code.BadInput);
        expect(res.envelope.codeMsg, JSON.stringify(override)).toMatch(message);
      }
      expect(await applications(user.id)).toBe(0);
    });

    it('refuses guests and other scopes', async () => {
      expect((await api.call('user/teacher/save', form())).envelope.code).toBe(Code.NotLoggedIn);
      expect((await api.call('user/teacher/save', form(), { cookie: await cookieOf('13800000002') })).envelope.code).toBe(Code.Forbidden);
    });
  });

  describe('user/teacher/withdraw/:id and user/teacher/file/:id', () => {
    it('withdraws my submitted application, after which I may apply again', async () => {
      const { cookie, user, uploadId } = await applicant();
      const created = (await api.call<ApiTeacherCurrent>('user/teacher/save', form({ uploadId }), { cookie })).envelope.data.current!;
      const res = await api.call<ApiTeacherCurrent>(`user/teacher/withdraw/${created.id}`, {}, { cookie });
      expect(res.envelope.data).toMatchObject({ current: null, canApply: true, history: [{ id: created.id, status: 'withdrawn' }] });
      expect((await api.call(`user/teacher/withdraw/${created.id}`, {}, { cookie })).envelope.code).toBe(0);
      const again = await api.call<ApiTeacherCurrent>('user/teacher/save', form({ uploadId }), { cookie });
      expect(again.envelope.data.current?.status).toBe('submitted');
      expect(await applications(user.id)).toBe(2);
    });

    it('answers someone else\'s application exactly like one that does not exist, changing nothing', async () => {
      const owner = await applicant();
      const created = (await api.call<ApiTeacherCurrent>('user/teacher/save', form({ uploadId: owner.uploadId }), { cookie: owner.cookie })).envelope.data.current!;
      const other = await userWithCookie(t.db);
      const theirs = await api.call(`user/teacher/withdraw/${created.id}`, {}, { cookie: other.cookie });
      const missing = await api.call('user/teacher/withdraw/999999', {}, { cookie: other.cookie });
      expect(theirs.envelope.code).toBe(Code.NotFound);
      expect(theirs.envelope).toEqual(missing.envelope);
      const file = await api.call(`user/teacher/file/${created.id}`, {}, { cookie: other.cookie, method: 'GET' });
      expect(file.envelope).toEqual((await api.call('user/teacher/file/999999', {}, { cookie: other.cookie, method: 'GET' })).envelope);
      const [row] = await t.db.select().from(teacherApplications).where(eq(teacherApplications.id, created.id));
      expect(row.status).toBe('submitted');
      for (const id of ['x', '0', '01']) {
        expect((await api.call(`user/teacher/withdraw/${id}`, {}, { cookie: other.cookie })).envelope.code, id).toBe(Code.BadInput);
      }
      expect((await api.call(`user/teacher/withdraw/${created.id}`, {}, { cookie: await cookieOf('13800000003') })).envelope.code).toBe(Code.Forbidden);
    });

    it('refuses to withdraw once under review', async () => {
      const { cookie, uploadId } = await applicant();
      const created = (await api.call<ApiTeacherCurrent>('user/teacher/save', form({ uploadId }), { cookie })).envelope.data.current!;
      await withTransaction(t.db, (tx) => decideTeacherApplication(tx, created.id, 'reviewing'));
      expect((await api.call(`user/teacher/withdraw/${created.id}`, {}, { cookie })).envelope.code).toBe(Code.Conflict);
    });
  });

  describe('decideTeacherApplication', () => {
    it('makes an approved ordinary user a lecturer and writes them a message; a rejection needs a reason', async () => {
      const { cookie, user, uploadId } = await applicant();
      const created = (await api.call<ApiTeacherCurrent>('user/teacher/save', form({ uploadId }), { cookie })).envelope.data.current!;
      await expect(withTransaction(t.db, (tx) => decideTeacherApplication(tx, created.id, 'rejected'))).rejects.toMatchObject({ code: Code.BadInput });
      await withTransaction(t.db, (tx) => decideTeacherApplication(tx, created.id, 'approved'));
      const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(after.scope).toBe(1);
      const mine = await t.db.select().from(messages).where(eq(messages.userId, user.id));
      expect(mine.map((m) => m.title)).toEqual(['讲师认证已通过']);
      expect(mine[0].link).toBe('/user/teacher');
    });

    it('writes the reason of a rejection into the message', async () => {
      const { cookie, user, uploadId } = await applicant();
      const created = (await api.call<ApiTeacherCurrent>('user/teacher/save', form({ uploadId }), { cookie })).envelope.data.current!;
      await withTransaction(t.db, (tx) => decideTeacherApplication(tx, created.id, 'rejected', '附件不清晰'));
      const [m] = await t.db.select().from(messages).where(eq(messages.userId, user.id));
      expect(m).toMatchObject({ title: '讲师认证未通过' });
      expect(m.body).toContain('附件不清晰');
      const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(u.scope).toBe(0);
    });
  });
});
