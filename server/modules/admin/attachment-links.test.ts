// The console's links to uploaded attachments (a case entry's file, a lecturer certification's scan) open in a new
// tab: a PDF or a JPG/PNG answers inline with its name and type and nosniff; a Word file is still saved; the
// learner's own link to their scan is still a download; who may open them is unchanged.
import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { CONTENT_TYPES } from '@/server/modules/activity/file-type';
import { activities, activityEntries, activityUploads, type UploadKind } from '@/server/modules/activity/schema';
import { activityFiles } from '@/server/modules/activity/storage';
import { teacherApplications, teacherUploads, type TeacherFileKind } from '@/server/modules/user/teacher/schema';
import { teacherFiles } from '@/server/modules/user/teacher/storage';
import { newUploadId } from '@/server/http/upload-store';
import { contentDisposition } from '@/server/http/download';
import { tempDataDir } from '@/tests/api/data-dir';
import { downloadedBytes } from '@/tests/api/upload';
import { jpgBytes, pdfBytes, pngBytes, zipBytes } from '@/tests/api/upload-files';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { freshConsoleDb, type Who } from './content-test-helpers';

tempDataDir('admin-attachment-links');

const DAY = 86_400_000;
const SANDBOX = "default-src 'none'; sandbox";

describe('console links to uploaded attachments', () => {
  const { t, api, c } = freshConsoleDb('10.36.0');
  const get = (path: string, who: Who = 'registrar') => api.call(path, {}, { ...c.opts(who), method: 'GET', origin: null });

  /** An entry of a new competition with an uploaded attachment of `kind`. */
  async function entryWith(kind: UploadKind, bytes: Buffer, fileName: string) {
    const now = Date.now();
    const [a] = await t.db.insert(activities).values({
      title: `附件测试大赛${now}${kind}`, cover: '/images/activity/cover-1.jpg', summary: '简介', organiser: '学会', rules: '<p>规则</p>',
      startAt: new Date(now - 30 * DAY), deadline: new Date(now - DAY), endAt: new Date(now + 20 * DAY),
    }).returning();
    const author = await userWithCookie(t.db, { name: '参赛作者' });
    const id = newUploadId();
    await activityFiles.save(id, bytes, CONTENT_TYPES[kind]);
    await t.db.insert(activityUploads).values({ id, userId: author.user.id, fileName, kind, sizeBytes: bytes.length });
    const [e] = await t.db.insert(activityEntries).values({
      activityId: a.id, userId: author.user.id, title: '病例', department: '全科', abstract: '患者男，62岁。', attachmentId: id,
    }).returning();
    return e;
  }

  /** A certification application with an uploaded scan of `kind` (or the seed's kind of demo PDF). */
  async function applicationWith(kind: TeacherFileKind, bytes: Buffer | 'demo', fileName: string) {
    const applicant = await userWithCookie(t.db, { name: '认证医生' });
    const id = newUploadId();
    if (bytes !== 'demo') await teacherFiles.save(id, bytes, CONTENT_TYPES[kind]);
    const size = bytes === 'demo' ? 1500 : bytes.length;
    await t.db.insert(teacherUploads).values({ id, userId: applicant.user.id, fileName, kind, sizeBytes: size, isDemo: bytes === 'demo' });
    const [row] = await t.db.insert(teacherApplications).values({
      userId: applicant.user.id, professionalTitle: 'attending', yearsOfPractice: 8, hospitalLevel: 'grade2', specialties: ['general'], attachmentId: id,
    }).returning();
    return { row, applicant };
  }

  function expectOpened(res: Awaited<ReturnType<typeof get>>, type: string, fileName: string) {
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe(type);
    const disposition = String(res.headers['Content-Disposition']);
    expect(disposition).toMatch(/^inline; filename="[\w.-]+"; filename\*=UTF-8''[^;"]+$/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(fileName);
    expect(res.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(res.headers['Cache-Control']).toBe('private, no-store');
  }

  it("opens a case entry's PDF and picture in the browser, and still saves a Word file", async () => {
    const pdf = pdfBytes('entry');
    const pdfEntry = await entryWith('pdf', pdf, '高血压病例.pdf');
    const opened = await get(`admin/activity/entry/file/${pdfEntry.id}`);
    expectOpened(opened, 'application/pdf', '高血压病例.pdf');
    expect(opened.headers['Content-Security-Policy']).not.toMatch(/sandbox/);
    expect(await downloadedBytes(opened)).toEqual(pdf);

    const png = await get(`admin/activity/entry/file/${(await entryWith('png', pngBytes(), '心电图.png')).id}`);
    expectOpened(png, 'image/png', '心电图.png');
    expect(png.headers['Content-Security-Policy']).toBe(SANDBOX);

    const word = await get(`admin/activity/entry/file/${(await entryWith('docx', zipBytes({ 'word/document.xml': '<w/>' }), '病例.docx')).id}`);
    expect(word.status).toBe(200);
    expect(word.headers['Content-Disposition']).toBe(contentDisposition('病例.docx'));
    expect(word.headers['Content-Security-Policy']).toBe(SANDBOX);
  });

  it("opens a lecturer certification's scan and its demo PDF in the browser; the applicant's own link still saves it", async () => {
    const scan = await applicationWith('jpg', jpgBytes(), '资格证书.jpg');
    const jpg = await get(`admin/teacher/file/${scan.row.id}`);
    expectOpened(jpg, 'image/jpeg', '资格证书.jpg');
    expect(jpg.headers['Content-Security-Policy']).toBe(SANDBOX);

    const demo = await applicationWith('pdf', 'demo', '执业证书.pdf');
    const pdf = await get(`admin/teacher/file/${demo.row.id}`);
    expectOpened(pdf, 'application/pdf', '执业证书.pdf');
    expect(Buffer.from(pdf.bytes ?? []).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const own = await api.call(`user/teacher/file/${scan.row.id}`, {}, { cookie: scan.applicant.cookie, method: 'GET', origin: null, ip: '10.36.1.1' });
    expect(own.status).toBe(200);
    expect(own.headers['Content-Disposition']).toBe(contentDisposition('资格证书.jpg'));
  });

  it('lets only the registrar (and admin) open them, as before', async () => {
    const entry = await entryWith('pdf', pdfBytes('guarded'), '病例.pdf');
    const { row } = await applicationWith('png', pngBytes(), '证书.png');
    for (const path of [`admin/activity/entry/file/${entry.id}`, `admin/teacher/file/${row.id}`]) {
      for (const who of ['learner', 'editor', 'finance', 'store', 'guest'] as const) {
        const res = await get(path, who);
        expect(res.envelope.code, `${who} ${path}`).toBe(who === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
        expect(res.file).toBeUndefined();
      }
      for (const who of ['registrar', 'admin'] as const) expect((await get(path, who)).status, `${who} ${path}`).toBe(200);
    }
  });
});
