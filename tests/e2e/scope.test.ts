// The scope areas of the user menu (docs/product.md §6) as their users meet them: a training centre (scope 3)
// reads a class's roster with its check-in codes and downloads it as CSV; an organisation (scope 2)
// follows its learners' progress; an ordinary user (scope 0) applies to host a class and to be
// certified as a lecturer, with an attachment; a lecturer (scope 1) sees its certification and the
// classes it teaches. Each area answers the 404 page to the other scopes.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays, chinaDay } from '@/contract/time';
import type { ApiStaffClassList } from '@/contract/wire/user-training';
import { baseURL, expect404, expectVisible, forEachViewport, openAs, postApi, waitForHydration } from './harness';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

describe('scope areas', () => {
  forEachViewport((viewport) => {
    it('shows a training centre the roster with check-in codes and downloads it as CSV', async () => {
      const page = await openAs(viewport, '13800000003', '/user/training');
      await expectVisible(page.getByRole('heading', { level: 1, name: '培训中心' }));
      await expectVisible(page.getByText('组织者').first());

      // The class with the most sign-ups (the seeded ongoing one) by its name, as a person would pick it.
      const classes = await postApi<ApiStaffClassList>(page.request, 'user/training/classes', { status: 'ongoing' });
      const busiest = [...classes.data.list].sort((a, b) => b.signedUp - a.signedUp)[0];
      await page.goto('/user/training?status=ongoing');
      await page.getByRole('link', { name: busiest.title, exact: true }).click();
      await page.waitForURL((url) => url.search === `?id=${busiest.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '学员名单与签到' }));
      await expectVisible(page.getByRole('heading', { name: `学员名单（${busiest.signedUp}人）` }));
      await expectVisible(page.locator('table').getByText('张晓明', { exact: true }));
      // The check-in codes, shown to staff only.
      await expectVisible(page.getByRole('region', { name: '课程与签到码' }).getByText(/^\d{6}$/).first());

      await waitForHydration(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出名单（CSV）' }).click()]);
      expect(download.suggestedFilename()).toBe(`${busiest.title}-学员名单.csv`);
      const csv = fs.readFileSync((await download.path())!);
      expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const text = csv.toString('utf8').slice(1);
      expect(text.startsWith('序号,姓名,手机号,工作单位,科室,职务,地区,报名状态,报名时间,')).toBe(true);
      expect(text.split('\r\n').filter(Boolean)).toHaveLength(busiest.signedUp + 1);
      expect(text).toContain(',张晓明,13800000000,中牟县人民医院,');

      await expect404(page, '/user/apply');
      await expect404(page, '/user/course');
    });

    it('shows an organisation its courses and each learner\'s progress', async () => {
      const page = await openAs(viewport, '13800000002', '/user/course');
      await expectVisible(page.getByRole('heading', { level: 1, name: '培训中心' }));
      await expectVisible(page.getByRole('link', { name: '老年人多重用药管理', exact: true }));
      await page.getByRole('link', { name: '查看“老年人多重用药管理”的学员进度' }).click();
      await page.waitForURL((url) => url.pathname === '/user/course' && url.searchParams.has('id'));
      await expectVisible(page.getByRole('heading', { level: 1, name: '学员学习进度' }));
      await expectVisible(page.locator('table').getByText('张晓明', { exact: true }));
      await expectVisible(page.getByText('已学完').first());
      await expectVisible(page.getByRole('link', { name: '导出学习进度（CSV）' }));
      await expect404(page, '/user/training');
      await expect404(page, '/user/teacher');
    });

    it('lets an ordinary user apply to host a class, follow it and withdraw it, but not open the training centre', async () => {
      const page = await openAs(viewport, '13800000000', '/user/apply');
      await expectVisible(page.getByRole('heading', { level: 1, name: '培训班申请' }));
      for (const status of ['已提交', '审核中', '已通过', '未通过']) await expectVisible(page.getByText(status, { exact: true }).first());
      await expectVisible(page.getByText(/未通过原因：/));

      await waitForHydration(page);
      await page.getByRole('button', { name: '新建申请' }).click();
      const form = page.getByRole('form', { name: '培训班申请表' });
      // The browser's checks name what is missing before anything is sent.
      await form.getByRole('button', { name: '提交申请' }).click();
      await expectVisible(form.getByText('请填写培训班名称'));

      const title = `社区康复适宜技术培训班（${viewport === 'desktop' ? '电脑' : '手机'}）`;
      const start = addDays(chinaDay(), 30);
      await form.getByLabel('培训班名称').fill(title);
      await form.getByLabel('举办地区').selectOption({ label: '开封市' });
      await form.getByLabel('开始日期').fill(start);
      await form.getByLabel('结束日期').fill(addDays(start, 2));
      await form.getByLabel('预计培训人数').fill('45');
      await form.getByLabel('培训计划').fill('面向社区卫生服务中心康复岗位人员，开展常见慢性病康复评估与训练技术的理论讲授和实操带教。');
      await form.getByRole('button', { name: '提交申请' }).click();

      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      await expectVisible(card.getByText('已提交', { exact: true }).first());
      await expectVisible(card.getByText('45 人'));
      await card.getByRole('button', { name: `撤回“${title}”` }).click();
      await page.getByRole('button', { name: '撤回', exact: true }).click();
      await expectVisible(card.getByText('已撤回', { exact: true }).first());

      await expect404(page, '/user/training');
    });

    it('lets an ordinary user apply for lecturer certification with an attachment', async () => {
      const page = await openAs(viewport, '13800000000', '/user/teacher');
      await expectVisible(page.getByRole('heading', { level: 1, name: '讲师认证' }));
      await expectVisible(page.getByRole('heading', { name: '申请讲师认证' }));
      await expectVisible(page.getByText(/提交的申请，学院于.*审核未通过：授课经历不足/));

      await waitForHydration(page);
      const form = page.getByRole('form', { name: '讲师认证申请表' });
      await form.getByLabel('从业年限（年）').fill('7');
      await form.getByLabel('急诊急救').check();
      await form.getByLabel('授课经历（选填）').fill('近两年为乡镇卫生院医生授课12次，主讲急诊急救技能。');
      await form.getByLabel('资质证明附件').setInputFiles({ name: '主治医师资格证书.pdf', mimeType: 'application/pdf', buffer: PDF });
      await form.getByRole('button', { name: '提交认证申请' }).click();

      await expectVisible(page.getByRole('heading', { name: '我的讲师认证' }));
      await expectVisible(page.getByText('已提交，等待学院受理；受理前可以修改或撤回。'));
      const attachment = page.getByRole('link', { name: '主治医师资格证书.pdf' });
      await expectVisible(attachment);
      const res = await page.request.get(`${baseURL}${await attachment.getAttribute('href')}`);
      expect(res.status()).toBe(200);
      expect(Buffer.from(await res.body())).toEqual(PDF);

      // Withdrawn, it may be made again (the other viewport's run applies afresh).
      await page.getByRole('button', { name: '撤回申请' }).click();
      await page.getByRole('button', { name: '撤回', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: '申请讲师认证' }));
      await expectVisible(page.getByText('已撤回', { exact: true }).first());
    });

    it('shows a lecturer its certification and the classes it teaches, and 404 for the application area', async () => {
      const page = await openAs(viewport, '13800000001', '/user/teacher');
      await expectVisible(page.getByRole('heading', { name: '我的讲师认证' }));
      await expectVisible(page.getByText('已通过', { exact: true }).first());
      await expectVisible(page.getByRole('link', { name: '副主任医师资格证书.pdf' }));

      const res = await page.goto('/user/training');
      expect(res?.status()).toBe(200);
      await expectVisible(page.getByRole('heading', { level: 1, name: '培训中心' }));
      await expectVisible(page.getByText('授课老师').first());
      await expect404(page, '/user/apply');
      await expect404(page, '/user/course');
    });
  });
});
