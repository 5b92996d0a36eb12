// Two of the registrar's loops across browser contexts (docs/product.md "Applications, competitions and
// certificates in the console"):
// - lecturer certification: a learner applies at 375 px with an attachment; the registrar finds it at 1280 px,
//   opens the detail and the attachment, and approves; the learner sees 已通过, the user menu's 培训中心 (scope 1,
//   §6) and the message. A second learner is rejected with a reason and reads it.
// - certificates: the registrar revokes a learner's certificate with a reason at 1280 px; the public verification
//   page says 已撤销; the learner sees it revoked with the reason and the message at 375 px; the registrar reissues
//   it and the learner sees the new number valid, while the old number answers as replaced.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ApiOptions } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminCertRow } from '@/contract/wire/admin-review';
import type { ApiAdminRoster } from '@/contract/wire/admin-signup';
import type { ApiTeacherCurrent, ApiTeacherUpload } from '@/contract/wire/user-teacher';
import { baseURL, expectVisible, login, newPage, postApi, waitForHydration } from './harness';

/** Seeded by server/seed/staff.ts: 周教务 (registrar). */
const REGISTRAR = '13900000003';
const APPROVED = '13700094001';
const REJECTED = '13700094002';
const HOLDER = '13700094003';
const SHOTS = '/tmp/loopA-shots';
/** A real PNG: the API checks the attachment's bytes. */
const PNG = fs.readFileSync(path.join(process.cwd(), 'public/logo.png'));

/** A full-page screenshot once the console's tables have loaded and drawers and dialogs have finished opening. */
async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  await page.evaluate(() => Promise.allSettled(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** "YYYY-MM-DD HH:mm" in China time, hours from now (the console's time fields). */
function chinaMinute(hoursFromNow: number): string {
  return new Date(Date.now() + hoursFromNow * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A new learner (scope 0) at 375 px, logged in, with a name of their own. */
async function learnerWithName(phone: string, name: string): Promise<Page> {
  const page = await newPage('mobile');
  await login(page, phone);
  expect((await postApi(page.request, 'user/profile/save', { name, workUnit: '尉氏县人民医院' })).code).toBe(0);
  return page;
}

async function registrar(): Promise<Page> {
  const page = await newPage('desktop');
  await login(page, REGISTRAR);
  return page;
}

/**
 * Decides a pending lecturer application: the verb's button (on its row or in the detail drawer), then the
 * dialog that names the verb and the applicant, its note, the verb again; the filtered queue is then empty.
 */
async function decide(staff: Page, from: Locator, verb: '通过' | '驳回', applicant: string, label: RegExp, note: string): Promise<void> {
  // antd puts a space between the two characters of a two-character button.
  const button = { name: new RegExp(`^${verb[0]}\\s?${verb[1]}$`) };
  await from.getByRole('button', button).click();
  const dialog = staff.getByRole('dialog').filter({ hasText: `${verb}：${applicant} 的讲师认证` });
  await dialog.getByLabel(label).fill(note);
  await dialog.getByRole('button', button).click();
  await expectVisible(staff.getByText('没有待处理的申请'));
}

/** The user menu block of a personal-centre page (shown on phones too). */
const userMenu = (page: Page) => page.getByRole('navigation', { name: '用户菜单' });

describe('console: lecturer certification', () => {
  it('a learner applies with an attachment; the registrar views it and approves; the learner becomes a lecturer', async () => {
    const learner = await learnerWithName(APPROVED, '孙明远');
    await learner.goto('/user/teacher');
    await waitForHydration(learner);
    await expect(userMenu(learner).getByRole('link', { name: '培训中心' }).count()).resolves.toBe(0);
    const form = learner.getByRole('form', { name: '讲师认证申请表' });
    await form.getByLabel('职称').selectOption({ index: 2 });
    await form.getByLabel('从业年限（年）').fill('12');
    await form.getByLabel('所在医院等级').selectOption({ index: 1 });
    await form.getByRole('checkbox').first().check();
    await form.getByLabel('授课经历（选填）').fill('近三年为乡镇卫生院医生授课十余次。');
    await form.getByLabel('资质证明附件').setInputFiles({ name: '职称证书.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(form.getByText(/职称证书\.png（\d+KB）/));
    await shot(learner, 'teacher-form-375');
    await form.getByRole('button', { name: '提交认证申请' }).click();
    const mine = learner.getByRole('region', { name: '我的讲师认证' });
    await expectVisible(mine.getByText('已提交', { exact: true }));
    await expectVisible(mine.getByRole('link', { name: '职称证书.png' }));
    await shot(learner, 'teacher-submitted-375');

    const staff = await registrar();
    // The pending queue, searched by the applicant's phone through the filter bar.
    await staff.goto('/admin/teacher?status=pending');
    await waitForHydration(staff);
    await staff.getByLabel('按姓名或手机号搜索').fill(APPROVED);
    await staff.getByLabel('按姓名或手机号搜索').press('Enter');
    await staff.waitForURL(new RegExp(`q=${APPROVED}`));
    await expect.poll(() => staff.getByRole('row').count()).toBe(2);
    const row = staff.getByRole('row').filter({ hasText: '孙明远' });
    await expectVisible(row.getByText('待审核'));
    await expectVisible(row.getByText('12 年'));
    await shot(staff, 'teacher-queue-1280');
    await row.getByRole('button', { name: /^详\s?情$/ }).click();
    const drawer = staff.getByRole('dialog').filter({ hasText: '孙明远 的讲师认证' });
    await expectVisible(drawer.getByText('近三年为乡镇卫生院医生授课十余次。'));
    // The attachment opens from the console's own address, for staff only; the picture shows in the drawer.
    const link = drawer.getByRole('link', { name: '职称证书.png' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/med\/admin\/teacher\/file\/\d+$/);
    const file = await staff.request.get(`${baseURL}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await file.body(), PNG)).toBe(0);
    const image = drawer.getByRole('img', { name: '职称证书.png' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Not to a learner, even the applicant: the envelope refuses (Forbidden), no file.
    const refused = await learner.request.get(`${baseURL}${href}`);
    expect(refused.headers()['content-type']).toMatch(/^application\/json/);
    expect(((await refused.json()) as { code: number }).code).toBe(Code.Forbidden);
    await shot(staff, 'teacher-drawer-1280');

    await decide(staff, drawer, '通过', '孙明远', /审核意见/, '资质齐全，欢迎加入讲师团队');

    await learner.goto('/user/teacher');
    await expectVisible(mine.getByText('已通过', { exact: true }));
    await expectVisible(mine.getByText(/审核意见：资质齐全，欢迎加入讲师团队/));
    await expectVisible(userMenu(learner).getByRole('link', { name: '培训中心' }));
    await shot(learner, 'teacher-approved-375');
    // The lecturer's area opens (a learner gets the 404 page there).
    await userMenu(learner).getByRole('link', { name: '培训中心' }).click();
    await learner.waitForURL('**/user/training');
    await expectVisible(learner.getByRole('heading', { name: '培训中心', level: 1 }));
    await learner.goto('/user/message');
    await expectVisible(learner.getByText('讲师认证已通过').first());
    await shot(learner, 'teacher-message-375');
  });

  it('the registrar rejects with a reason; the learner reads it and may apply again', async () => {
    const learner = await learnerWithName(REJECTED, '周若兰');
    // Set-up through the API: the form itself is walked above.
    const upload = await learner.request.post(`${baseURL}/api/med/user/teacher/upload?name=${encodeURIComponent('执业证书.png')}`, {
      data: PNG, headers: { Origin: baseURL, 'Content-Type': 'application/octet-stream' },
    });
    const { uploadId } = ((await upload.json()) as { data: ApiTeacherUpload }).data;
    expect(uploadId).toBeTruthy();
    const dict = (await postApi<ApiOptions>(learner.request, 'common/optionsBatch/professionalTitle,hospitalLevel,courseSubject')).data;
    const sent = await postApi<ApiTeacherCurrent>(learner.request, 'user/teacher/save', {
      professionalTitle: dict.professionalTitle[0].value, yearsOfPractice: '3', hospitalLevel: dict.hospitalLevel[0].value,
      'specialties[0]': dict.courseSubject[0].value, experience: '', uploadId,
    });
    expect(sent.code).toBe(0);

    const staff = await registrar();
    await staff.goto(`/admin/teacher?status=pending&q=${REJECTED}`);
    await waitForHydration(staff);
    const row = staff.getByRole('row').filter({ hasText: '周若兰' });
    await decide(staff, row, '驳回', '周若兰', /驳回原因/, '从业年限不足五年，请满足条件后再申请');

    await learner.goto('/user/teacher');
    await expectVisible(learner.getByText(/审核未通过：从业年限不足五年，请满足条件后再申请/));
    await expectVisible(learner.getByRole('region', { name: '历史申请' }).getByText('未通过', { exact: true }));
    // No open application: the form is there again, and the learner is not a lecturer.
    await expectVisible(learner.getByRole('button', { name: '提交认证申请' }));
    await expect(userMenu(learner).getByRole('link', { name: '培训中心' }).count()).resolves.toBe(0);
    await shot(learner, 'teacher-rejected-375');
    await learner.goto('/user/message');
    await expectVisible(learner.getByText('讲师认证未通过').first());
  });
});

describe('console: certificates', () => {
  it('the registrar revokes a certificate and reissues it; the verifier and the holder see each state', async () => {
    const learner = await learnerWithName(HOLDER, '吴志诚');
    const staff = await registrar();

    // Set-up through the API: the registrar opens a free class of their own, the learner signs up, and the
    // registrar records every session attended, which issues the class's certificate (docs/product.md
    // "Attendance by hand"). A session that has not started cannot be marked, so before marking, the class's
    // dates are moved into the past, as if it had been held.
    const stamp = Date.now().toString(36);
    const classForm = (from: number) => {
      const at = (h: number) => chinaMinute(from + h);
      return {
        status: 'published', title: `证书撤销测试班${stamp}`, project: 'chronic', region: '410200', baseId: '',
        cover: '/images/covers/training-1.svg', summary: '端到端测试用的培训班。', organiser: '河南省基层卫生人才培训学院',
        audience: '基层医生', creditLevel: '', creditType: '', credits: '', fee: '0', payMethod: 'onsite', seatsTotal: '10',
        signupEndAt: at(0), startAt: at(1), endAt: at(10), contactPhone: '0371-55550120', syllabus: '<p>培训内容</p>', notice: '',
        'sessions[0][title]': '高血压规范管理', 'sessions[0][teacher]': '李医生', 'sessions[0][location]': '一号教室',
        'sessions[0][startAt]': at(2), 'sessions[0][endAt]': at(4),
        'sessions[1][title]': '典型病例讨论', 'sessions[1][teacher]': '王医生', 'sessions[1][location]': '一号教室',
        'sessions[1][startAt]': at(5), 'sessions[1][endAt]': at(7),
      };
    };
    const created = await postApi<{ id: number }>(staff.request, 'admin/training/save', classForm(24));
    expect(created.code).toBe(0);
    const classId = created.data.id;
    const signup = await postApi(learner.request, `training/signup/${classId}`, {
      name: '吴志诚', phone: HOLDER, workUnit: '尉氏县人民医院', department: '全科医学科', jobTitle: '全科医生', region: '410200',
    });
    expect(signup.code).toBe(0);
    const roster = (await postApi<ApiAdminRoster>(staff.request, `admin/signup/roster/${classId}`)).data;
    const me = roster.learners.find((l) => l.phone === HOLDER)!;
    if (me.stage === 'review') expect((await postApi(staff.request, `admin/signup/decide/${me.signupId}`, { decision: 'approve' })).code).toBe(0);

    // Before the class is held, the roster refuses to mark a session attended, and says why.
    await staff.goto(`/admin/signup/roster/${classId}`);
    await waitForHydration(staff);
    await staff.getByRole('button', { name: '吴志诚 第1场 缺勤，修正' }).click();
    const mark = staff.getByRole('dialog').filter({ hasText: '补录 吴志诚 的签到' });
    await mark.getByLabel('修正原因').fill('学员说会来，先补上');
    await mark.getByRole('button', { name: '补录签到' }).click();
    await expectVisible(staff.locator('.ant-message').getByText(/“高血压规范管理”将于.+开始，开课前不能补录出勤/));
    // Not shot(): the message's own animations are waited for, and may end early (a cancelled one rejects).
    await staff.locator('.ant-message-notice').first().evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null))));
    await staff.screenshot({ path: `${SHOTS}/roster-mark-too-early-1280.png` });
    await mark.getByRole('button', { name: /取\s?消/ }).click();

    const held = await postApi(staff.request, 'admin/training/save', { id: String(classId), ...classForm(-24 * 5) });
    expect(held.code).toBe(0);
    const sessions = (await postApi<ApiAdminRoster>(staff.request, `admin/signup/roster/${classId}`)).data.sessions;
    expect(sessions).toHaveLength(2);
    for (const s of sessions) {
      const marked = await postApi(staff.request, `admin/signup/attendance/${me.signupId}`, { sessionId: String(s.id), attended: '1', reason: '现场签到设备故障，按签到表补录' });
      expect(marked.code).toBe(0);
    }
    const issued = (await postApi<ApiAdminPage<ApiAdminCertRow>>(staff.request, 'admin/cert/list', { q: HOLDER })).data.list;
    expect(issued).toHaveLength(1);
    // The class has served its purpose: back to draft, so the public class lists that later test files count
    // (tests/e2e/training.test.ts, flows.test.ts) hold only the seeded classes. The certificate stays.
    expect((await postApi(staff.request, `admin/training/publish/${classId}`, { status: 'draft' })).code).toBe(0);
    const { number: oldNumber, title } = issued[0];

    // Revoke at 1280 px.
    await staff.goto(`/admin/cert?q=${HOLDER}`);
    await waitForHydration(staff);
    const row = staff.getByRole('row').filter({ hasText: oldNumber });
    await expectVisible(row.getByText('有效', { exact: true }));
    await shot(staff, 'cert-list-1280');
    // At 1280 px the row's actions are on the screen, without scrolling the table sideways.
    const box = (await row.getByRole('button', { name: /^撤\s?销$/ }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await row.getByRole('button', { name: /^撤\s?销$/ }).click();
    const revoke = staff.getByRole('dialog').filter({ hasText: `撤销证书 ${oldNumber}` });
    await revoke.getByLabel(/撤销原因/).fill('签到记录经核查有误，证书予以撤销');
    await shot(staff, 'cert-revoke-dialog-1280');
    await revoke.getByRole('button', { name: /^撤\s?销$/ }).click();
    await revoke.waitFor({ state: 'hidden' });
    await expectVisible(row.getByText('已撤销', { exact: true }));
    await expect(row.getByRole('button', { name: /^撤\s?销$/ }).count()).resolves.toBe(0);

    // The public verification page: revoked, with the day, without the reason.
    const verifier = await newPage('mobile');
    await verifier.goto(`/cert/verify?no=${oldNumber}`);
    await expectVisible(verifier.getByRole('heading', { name: '已撤销', level: 2 }));
    await expectVisible(verifier.getByText(/^该证书已于 \d{4}-\d{2}-\d{2} 被发证单位撤销，不再有效。$/));
    expect(await verifier.content()).not.toContain('签到记录经核查有误');
    await shot(verifier, 'cert-verify-revoked-375');

    // The holder at 375 px.
    await learner.goto('/user/cert');
    const card = learner.locator('article').filter({ hasText: title });
    await expectVisible(card.getByText('已撤销', { exact: true }));
    await expectVisible(card.getByText('撤销原因：签到记录经核查有误，证书予以撤销'));
    await shot(learner, 'cert-revoked-375');
    await learner.goto('/user/message');
    await waitForHydration(learner);
    await learner.getByText('您的证书已被撤销').first().click();
    await expectVisible(learner.getByText(/原因：签到记录经核查有误，证书予以撤销/).first());

    // Reissue at 1280 px: a new number, valid again.
    await row.getByRole('button', { name: /^换\s?发$/ }).click();
    const reissue = staff.getByRole('dialog').filter({ hasText: `换发证书 ${oldNumber}` });
    await expectVisible(reissue.getByText('并恢复有效', { exact: false }));
    await reissue.getByLabel(/换发原因/).fill('复核确认签到有效，恢复证书');
    await reissue.getByRole('button', { name: /^换\s?发$/ }).click();
    await reissue.waitFor({ state: 'hidden' });
    await expectVisible(staff.getByText(/^已换发，新编号 [0-9A-Z-]{19}$/));
    const newNumber = /新编号 (\S+)/.exec(await staff.getByText(/^已换发，新编号/).first().innerText())![1];
    expect(newNumber).not.toBe(oldNumber);
    const fresh = staff.getByRole('row').filter({ hasText: newNumber });
    await expectVisible(fresh.getByText('有效', { exact: true }));
    await expectVisible(fresh.getByText('已换发', { exact: true }));
    await shot(staff, 'cert-reissued-1280');

    await learner.goto('/user/cert');
    await expectVisible(card.getByText(newNumber, { exact: true }));
    await expectVisible(card.getByText('有效', { exact: true }));
    await expect(card.getByText(/撤销原因/).count()).resolves.toBe(0);
    await shot(learner, 'cert-reissued-375');
    await learner.goto('/user/message');
    await waitForHydration(learner);
    await learner.getByText('您的证书已换发').first().click();
    await expectVisible(learner.getByText(new RegExp(`新编号 ${newNumber}，原编号 ${oldNumber} 作废`)).first());
    await shot(learner, 'cert-message-375');

    await verifier.goto(`/cert/verify?no=${newNumber}`);
    await expectVisible(verifier.getByRole('heading', { name: '有效', level: 2 }));
    await verifier.goto(`/cert/verify?no=${oldNumber}`);
    await expectVisible(verifier.getByRole('heading', { name: '已换发', level: 2 }));
  });
});
