// The registrar builds a course in the console: a lesson with a javascript: address is refused under its own
// field (a nested field of the chapters editor), a video uploaded from the browser fills the address in, and
// the published course is on its public page for a visitor. Desktop Chromium at 1280 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiAdminCourseOptions } from '@/contract/wire/admin-course';
import { expectVisible, login, newPage, postApi, waitForHydration } from './harness';

/** Seeded by server/seed/staff.ts: 周教务, role registrar. */
const REGISTRAR = '13900000003';

/** The start of an MP4 file (an ftyp box), which the upload checks by its bytes. */
function mp4Bytes(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from('free', 'latin1'), Buffer.alloc(4096, 7)]);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

describe('console: courses', () => {
  it('a registrar adds a lesson: a javascript: address is refused on its field, an uploaded video is taken; the published course is public', async () => {
    const title = `基层慢病随访实务（${Date.now() % 100000}）`;
    const page = await newPage('desktop');
    await login(page, REGISTRAR);
    const options = (await postApi<ApiAdminCourseOptions>(page.request, 'admin/course/options')).data;
    const lecturer = options.lecturers[0];

    await page.goto('/admin/course/new');
    await waitForHydration(page);
    await expectVisible(page.getByRole('heading', { name: '新建课程' }));
    await page.getByLabel('课程名称').fill(title);
    await choose(page, '课程分类', options.subjects[0].label);
    await choose(page, '讲师', `${lecturer.name}（${lecturer.title}）`);
    await page.getByLabel('封面图片地址').fill('/images/covers/course-1.svg');
    await page.getByLabel('简介').fill('乡镇卫生院慢病随访的流程与要点。');
    // The introduction in the rich-text editor: a heading from its toolbar, then text that looks like markup.
    const intro = page.getByRole('textbox', { name: '课程介绍' });
    await intro.click();
    await page.getByRole('button', { name: '三级标题' }).click();
    await intro.pressSequentially('适合人群');
    await intro.press('Enter');
    await intro.pressSequentially('乡村医生<script>');
    await page.getByRole('button', { name: '添加课时' }).click();
    await page.getByLabel('课时 1.1 名称').fill('1.1 随访流程');
    const src = page.locator('[data-testid="lesson"]').first().getByPlaceholder(/https:/);
    await src.fill('javascript:alert(1)');
    await page.getByLabel('课时 1.1 时长（秒）').fill('60');
    await page.getByRole('switch', { name: '发布' }).click();
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    // The API's refusal of chapters.0.lessons.0.src is shown under that lesson's address.
    const lesson = page.locator('[data-testid="lesson"]').first();
    await expectVisible(lesson.getByText('视频地址须为本站上传的视频或 https 地址（MP4 或 HLS .m3u8）'));
    expect(page.url()).toMatch(/\/admin\/course\/new$/);

    await lesson.locator('input[type=file]').setInputFiles({ name: '随访流程.mp4', mimeType: 'video/mp4', buffer: mp4Bytes() });
    await expect.poll(() => src.inputValue(), { timeout: 15_000 }).toMatch(/^\/api\/med\/media\/video\/[0-9a-f]{32}\.mp4$/);
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.waitForURL(/\/admin\/course\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expectVisible(page.getByRole('heading', { name: `编辑课程：${title}` }));

    const visitor = await newPage('desktop');
    await visitor.goto(`/course/${id}`);
    await expectVisible(visitor.getByRole('heading', { name: title }));
    await expectVisible(visitor.getByRole('heading', { level: 3, name: '适合人群' }));
    await expectVisible(visitor.getByText('乡村医生<script>', { exact: true }));
  });
});
