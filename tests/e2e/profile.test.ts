// The profile (/user/info) and the personal centre (/user/userCenter) as a user sees them: editing the
// profile with its dictionary selects (city, then county), checks on the form, a new picture, and
// everything still there after a reload; the centre shows the user's real classes, courses,
// certificates and menu.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiProfile } from '@/contract/api-types';
import type { ApiUserCenter } from '@/contract/wire/user-center';
import { expectVisible, forEachViewport, openAs, postApi, type Viewport, waitForHydration } from './harness';

/** A new account per viewport, so each run edits an empty profile. */
const PHONES: Record<Viewport, string> = { desktop: '13700008201', mobile: '13700008202' };
const DEMO_LEARNER = '13800000000';

// A real 1x1 PNG, so the browser can show it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const card = (page: Page) => page.locator('section[aria-labelledby="profile-name"]');

async function fieldValue(page: Page, label: string): Promise<string> {
  return (await card(page).locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd').first().textContent()) ?? '';
}

describe('profile', () => {
  forEachViewport((viewport) => {
    it('edits the profile and finds it after a reload', async () => {
      const page = await openAs(viewport, PHONES[viewport], '/user/info');
      await expectVisible(page.getByRole('heading', { level: 1, name: '未填写姓名' }));

      await page.getByRole('button', { name: '编辑资料' }).click();
      const form = page.locator('form');
      // The form is checked before it is sent: a name is required.
      await form.getByRole('button', { name: '保存' }).click();
      await expectVisible(form.getByText('请填写姓名'));
      // ... and the keyboard is put on the field to fix.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

      await form.getByLabel('姓名（必填）').fill('欧阳晓琳');
      await form.getByRole('radio', { name: '女' }).check();
      await form.getByLabel('工作单位').fill('栾川县人民医院');
      await form.getByLabel('科室').fill('儿科');
      await form.getByLabel('职务').fill('科室主任');
      await form.getByLabel('职称').selectOption({ label: '副主任医师' });
      const county = form.getByLabel('区县');
      await expect(county.isDisabled()).resolves.toBe(true);
      await form.getByLabel('城市').selectOption({ label: '洛阳市' });
      await expect(county.isDisabled()).resolves.toBe(false);
      await county.selectOption({ label: '栾川县' });
      await form.getByRole('button', { name: '保存' }).click();

      await expectVisible(page.getByRole('heading', { level: 1, name: '欧阳晓琳' }));
      await expect(page.locator('form').count()).resolves.toBe(0);
      if (viewport === 'desktop') await expectVisible(page.locator('header').getByText('欧阳晓琳'));

      await page.reload();
      await waitForHydration(page);
      await expectVisible(page.getByRole('heading', { level: 1, name: '欧阳晓琳' }));
      expect(await fieldValue(page, '性别')).toBe('女');
      expect(await fieldValue(page, '工作单位')).toBe('栾川县人民医院');
      expect(await fieldValue(page, '科室')).toBe('儿科');
      expect(await fieldValue(page, '职务')).toBe('科室主任');
      expect(await fieldValue(page, '职称')).toBe('副主任医师');
      expect(await fieldValue(page, '所在地区')).toBe('洛阳市 栾川县');
      const saved = (await postApi<ApiProfile>(page.request, 'user/profile/info')).data;
      expect(saved).toMatchObject({ region: '410300', county: '410324', professionalTitle: 'associateChief' });

      // Editing again starts from what was saved.
      await page.getByRole('button', { name: '编辑资料' }).click();
      await expect(page.locator('form').getByLabel('城市').inputValue()).resolves.toBe('410300');
      await expect(page.locator('form').getByLabel('区县').inputValue()).resolves.toBe('410324');
      await page.locator('form').getByRole('button', { name: '取消' }).click();
    });

    it('changes the picture, refusing what is not a JPG, PNG or WebP picture', async () => {
      const page = await openAs(viewport, PHONES[viewport], '/user/info');
      const input = page.locator('input[type="file"]');

      // Claims to be a PNG, is text: the server reads the bytes and says no.
      await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
      await expectVisible(page.getByText('头像仅支持 JPG、PNG 或 WebP 格式的图片'));
      // Another type is refused before it is sent.
      await input.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expectVisible(page.getByText('头像仅支持 JPG、PNG 或 WebP 格式的图片'));

      await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expectVisible(page.getByText('头像已更新'));
      const img = card(page).locator('img');
      await expect.poll(() => img.getAttribute('src')).toMatch(/^\/api\/med\/user\/avatar\/[0-9a-f]{32}\.png$/);

      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => card(page).locator('img').evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
    });

    it('shows the personal centre with the user\'s real classes, courses, certificates and menu', async () => {
      const page = await openAs(viewport, DEMO_LEARNER, '/user/userCenter');
      const summary = (await postApi<ApiUserCenter>(page.request, 'user/center/summary')).data;
      await expectVisible(page.getByRole('heading', { level: 1, name: summary.me.name }));

      const stat = (label: string) => page.locator('main ul li a').filter({ has: page.locator('span', { hasText: new RegExp(`^${label}$`) }) });
      await expect(stat('积分').locator('strong').textContent()).resolves.toBe(String(summary.points));
      await expect(stat('证书').locator('strong').textContent()).resolves.toBe(String(summary.certs.total));

      expect(summary.trainings.current.length).toBeGreaterThan(0);
      for (const t of summary.trainings.current) await expectVisible(page.getByRole('link', { name: t.title, exact: true }));
      expect(summary.courses.current.length).toBeGreaterThan(0);
      for (const c of summary.courses.current) await expectVisible(page.getByRole('link', { name: c.title, exact: true }));
      await expectVisible(page.getByText('高血压基层诊疗指南精讲'));
      await expectVisible(page.getByRole('link', { name: '继续学习' }));
      for (const cert of summary.certs.latest) await expectVisible(page.getByRole('link', { name: cert.title, exact: true }));
      for (const m of summary.unread) await expectVisible(page.getByRole('link', { name: m.title }));

      // The user menu by scope: scope 0 gets training-class application and lecturer certification.
      const menu = page.getByRole('navigation', { name: '我的服务' });
      for (const name of ['个人中心', '学习中心', '培训班申请', '讲师认证', '我的消息', '我的证书']) {
        await expectVisible(menu.getByRole('link', { name, exact: false }));
      }
      await menu.getByRole('link', { name: '个人中心' }).click();
      await page.waitForURL((url) => url.pathname === '/user/info');
      await expectVisible(page.getByRole('heading', { level: 1, name: summary.me.name }));
    });
  });
});
