// A paid course's fee across browser contexts (docs/product.md "Sign-ups and fees in the console"): a learner
// enrols at 375 px and the study centre says the fee is owed; finance confirms the transfer at 1280 px with the
// amount (a wrong one is refused on its field) and the bank's reference; the learner at 375 px sees the fee
// confirmed, opens a lesson of the course in the player, and reads the message. The course is made for this
// test, so that no other file's counts of learners or payments change.
import { describe, expect, it } from 'vitest';
import type { ApiAdminCourseOptions } from '@/contract/wire/admin-course';
import type { ApiCourseDetail } from '@/contract/wire/course';
import { expectVisible, login, newPage, openAs, postApi, waitForHydration } from './harness';

/** Seeded by server/seed/staff.ts: 周教务 (registrar) and 吴会计 (finance). */
const REGISTRAR = '13900000003';
const FINANCE = '13900000004';
const LEARNER = '13700095011';

describe('console: course fees', () => {
  it('a learner enrols in a paid course; finance confirms the transfer; the learner studies and is told', async () => {
    const registrar = await newPage('desktop');
    await login(registrar, REGISTRAR);
    const options = (await postApi<ApiAdminCourseOptions>(registrar.request, 'admin/course/options')).data;
    const title = `基层糖尿病足筛查实务（${Date.now() % 100000}）`;
    const saved = await postApi<{ id: number }>(registrar.request, 'admin/course/save', {
      title, subject: options.subjects[0].value, lecturerId: String(options.lecturers[0].id), cover: '/images/covers/course-3.svg',
      summary: '乡镇卫生院糖尿病足的筛查、分级与转诊。', price: '68', credit: '', isPublished: '1',
      'chapters[0][title]': '第一章 筛查',
      'chapters[0][lessons][0][title]': '1.1 足部检查', 'chapters[0][lessons][0][src]': '/media/length/60.m3u8',
      'chapters[0][lessons][0][durationSeconds]': '60', 'chapters[0][lessons][0][isFree]': '1',
      'chapters[0][lessons][1][title]': '1.2 风险分级', 'chapters[0][lessons][1][src]': '/media/length/90.m3u8',
      'chapters[0][lessons][1][durationSeconds]': '90',
    });
    expect(saved.code).toBe(0);
    const id = saved.data.id;

    // The learner enrols at 375 px: the fee is stated first, then owed in the study centre.
    const learner = await openAs('mobile', LEARNER, `/course/${id}`);
    await expectVisible(learner.getByText('报名后观看'));
    await learner.getByRole('button', { name: '立即报名' }).click();
    const ask = learner.getByRole('dialog');
    await expectVisible(ask.getByText('本课程费用 ¥68', { exact: false }));
    await ask.getByRole('button', { name: '确认报名' }).click();
    await learner.waitForURL(`**/course/success/${id}`);
    await expectVisible(learner.getByRole('heading', { name: '缴费说明' }));
    await learner.goto('/user/study');
    const item = learner.getByRole('region', { name: /我的课程/ }).getByRole('listitem').filter({ hasText: title });
    await expectVisible(item.getByText(/待缴费 ¥68/));

    // Finance confirms at 1280 px: an amount other than the fee is refused on its field, the right one is taken.
    const finance = await newPage('desktop');
    await login(finance, FINANCE);
    await finance.goto(`/admin/payment?status=pending&q=${LEARNER}`);
    await waitForHydration(finance);
    // The console's frame fills the window even when the list is short (its side menu runs to the bottom).
    expect((await finance.locator('aside').first().boundingBox())?.height).toBeGreaterThanOrEqual(800);
    const row = finance.getByRole('row').filter({ hasText: title });
    await expectVisible(row.getByText('¥68'));
    await expectVisible(row.getByText('待确认'));
    await row.getByRole('button', { name: '确认到账' }).click();
    const dialog = finance.getByRole('dialog');
    await expectVisible(dialog.getByText(`课程“${title}”，应缴 ¥68`, { exact: false }));
    await dialog.getByLabel(/到账金额/).fill('60');
    await dialog.getByLabel(/收款凭证号/).fill('ABC-E2E-COURSE-0001');
    await dialog.getByRole('button', { name: /确认到账/ }).click();
    await expectVisible(dialog.getByText('应缴 ¥68，请核对到账金额'));
    await dialog.getByLabel(/到账金额/).fill('68');
    await dialog.getByRole('button', { name: /确认到账/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await finance.goto(`/admin/payment?status=paid&q=${LEARNER}`);
    const paid = finance.getByRole('row').filter({ hasText: title });
    await expectVisible(paid.getByText('已到账'));
    await expectVisible(paid.getByText('ABC-E2E-COURSE-0001', { exact: false }));

    // The learner at 375 px: the fee is confirmed, nothing is owed, and the course's lessons open in the player.
    await learner.goto(`/course/success/${id}`);
    await expectVisible(learner.getByRole('heading', { name: '费用已确认到账' }));
    await learner.goto('/user/study');
    await expectVisible(item);
    expect(await item.getByText(/待缴费/).count()).toBe(0);
    await item.getByRole('link', { name: '开始学习' }).click();
    const [first] = (await postApi<ApiCourseDetail>(learner.request, `course/detail/${id}`)).data.chapters[0].lessons;
    await learner.waitForURL(`**/video/${first.id}`);
    await expectVisible(learner.getByRole('button', { name: '播放视频' }));
    await learner.goto(`/course/${id}`);
    await expectVisible(learner.getByText('1.2 风险分级'));
    expect(await learner.getByText('报名后观看').count()).toBe(0);
    await learner.goto('/user/message');
    await expectVisible(learner.getByText(`课程“${title}”的费用已确认到账`).first());
  });
});
