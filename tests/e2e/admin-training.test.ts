// The registrar opens a training class in the console and publishes it; a learner finds it on /training and
// signs up for it, answering the class's own question (issue 9). Desktop Chromium at 1280 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatChinaMinute } from '@/contract/time';
import type { ApiAdminTrainingOptions } from '@/contract/wire/admin-training';
import { expectVisible, login, newPage, postApi, waitForHydration } from './harness';

/** Seeded by server/seed/staff.ts: 周教务, role registrar. */
const REGISTRAR = '13900000003';
const LEARNER = '13700092001';
const HOUR = 3600_000;
const at = (hours: number) => formatChinaMinute(new Date(Math.floor((Date.now() + hours * HOUR) / HOUR) * HOUR));

/** Picks an option of the antd Select labelled `label` (its dropdown is rendered at the end of the body). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  // An earlier dropdown may still be fading out when this one is clicked, and then it does not open:
  // take the visible option, clicking the box again if none shows or the choice did not take.
  const item = page.locator('.ant-select-item-option').filter({ visible: true }).getByText(option, { exact: true }).first();
  // On a loaded machine a click on a list still fading in can be lost: done when the box shows the option.
  const shown = page.locator('.ant-select').filter({ has: box }).locator('.ant-select-content', { hasText: option });
  for (let attempt = 1; ; attempt++) {
    await box.click();
    try {
      await item.click({ timeout: 3000 });
      await shown.waitFor({ timeout: 3000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** Types a time into the antd DatePicker labelled `label` and confirms it. */
async function pickTime(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input.inputValue()).resolves.toBe(value);
}

describe('console: training classes', () => {
  it('a registrar opens and publishes a class; a learner finds it on /training and signs up', async () => {
    const title = `乡村急救能力提升班（${Date.now() % 100000}）`;
    const page = await newPage('desktop');
    await login(page, REGISTRAR);
    const options = (await postApi<ApiAdminTrainingOptions>(page.request, 'admin/training/options')).data;
    const [project, region] = [options.projects[0], options.regions[0]];

    await page.goto('/admin/training/new');
    await waitForHydration(page);
    await expectVisible(page.getByRole('heading', { name: '新建培训班' }));
    await page.getByLabel('培训班名称').fill(title);
    await choose(page, '培训项目', project.name);
    await choose(page, '所在地区', region.name);
    await page.getByLabel('简介').fill('面向村卫生室医生的急救技能实训。');
    await page.getByLabel('主办单位').fill('河南省基层卫生人才培训学院');
    await page.getByLabel('培训对象').fill('村卫生室医生');
    await page.getByLabel('联系电话').fill('0371-55550120');
    const syllabus = page.getByRole('textbox', { name: '培训内容' });
    await syllabus.click();
    await syllabus.press('Control+b');
    await syllabus.pressSequentially('掌握心肺复苏');
    await pickTime(page, '报名截止', at(20));
    await pickTime(page, '开班时间', at(26));
    await pickTime(page, '结班时间', at(34));
    await page.getByRole('button', { name: '添加一次课' }).click();
    await page.getByLabel('课程名称').fill('心肺复苏实训');
    await page.getByLabel('授课老师').fill('李明 主任医师');
    await page.getByLabel('上课地点').fill('学院实训楼201');
    await pickTime(page, '开始时间', at(26));
    await pickTime(page, '结束时间', at(29));
    await page.getByRole('button', { name: '添加报名问题' }).click();
    await page.getByLabel('问题 1', { exact: true }).fill('是否需要住宿');
    await choose(page, '类型', '单选');
    await page.getByRole('switch').click();
    const choices = page.getByLabel('选项', { exact: true });
    for (const c of ['需要', '不需要']) {
      await choices.fill(c);
      await choices.press('Enter');
    }
    await page.locator('label.ant-radio-button-wrapper', { hasText: /^发布$/ }).click();
    await expect(page.getByRole('radio', { name: '发布' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.waitForURL(/\/admin\/training\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expectVisible(page.getByRole('heading', { name: `编辑培训班：${title}` }));
    await expectVisible(page.getByText('已发布', { exact: true }));

    await page.goto('/admin/training?status=published');
    await expectVisible(page.getByRole('link', { name: title }));

    const learner = await newPage('desktop');
    await login(learner, LEARNER);
    await learner.goto('/training');
    await learner.getByRole('link', { name: title }).first().click();
    await learner.waitForURL(`**/training/${id}`);
    await waitForHydration(learner);
    await expectVisible(learner.getByRole('region', { name: '培训大纲' }).locator('strong', { hasText: '掌握心肺复苏' }));
    await learner.getByLabel('姓名').fill('赵乡医');
    await learner.getByLabel('工作单位').fill('兰考县城关镇卫生院');
    await learner.getByLabel('科室').fill('全科医学科');
    await learner.getByLabel('职务/岗位').fill('全科医生');
    await learner.getByLabel('所在地区').selectOption({ label: region.name });
    await learner.getByRole('button', { name: '提交报名' }).click();
    await expectVisible(learner.getByText('请选择是否需要住宿'));
    await learner.getByLabel('是否需要住宿').selectOption('需要');
    await learner.getByRole('button', { name: '提交报名' }).click();
    await learner.waitForURL(`**/training/success/${id}`);

    await page.goto('/admin/training?status=published');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expectVisible(row.getByText('1 / 50'));
  });
});
