// The editor's notices and survey results and the administrator's people pages, across two browser contexts
// (docs/product.md §10): a learner (375 px) is told by a notice the editor sends at 1280 px, and sees it in
// their messages; the administrator disables the learner, whose open page loses its session at once and whose
// next login is refused; the editor reads a survey's results as charts.
import { describe, expect, it } from 'vitest';
import { expectVisible, logMark, openAs, postApi, STAFF, waitForHydration, waitForSmsCode } from './harness';

/** A learner of this file alone. */
const LEARNER = '13700071001';

describe('console: notices, people and survey results', () => {
  it('sends a notice the learner reads, then disables the learner, whose session ends at once', async () => {
    const learner = await openAs('mobile', LEARNER, '/user/message');

    const editor = await openAs('desktop', STAFF.editor, '/admin/message');
    await editor.getByRole('button', { name: '发送通知' }).click();
    const dialog = editor.getByRole('dialog').filter({ hasText: '发送对象' });
    await dialog.getByLabel('标题').fill('端到端测试：学院通知');
    await dialog.getByLabel('内容').fill('本周六系统维护两小时，请提前保存学习进度。');
    await dialog.getByLabel('链接（选填）').fill('/user/study');
    await dialog.getByRole('button', { name: '发送…' }).click();
    await editor.getByRole('dialog').filter({ hasText: '确认发送？' }).getByRole('button', { name: /^发\s*送$/ }).click();
    await expectVisible(editor.getByText(/已发送给 \d+ 人/));
    await expectVisible(editor.getByRole('row').filter({ hasText: '端到端测试：学院通知' }).getByText('全体用户'));

    await learner.goto('/user/message');
    await expectVisible(learner.getByText('端到端测试：学院通知'));

    const admin = await openAs('desktop', STAFF.admin, `/admin/user?q=${LEARNER}`);
    await admin.getByRole('link', { name: '查看' }).first().click();
    await expectVisible(admin.getByRole('heading', { level: 1, name: /^用户：/ }));
    await admin.getByRole('button', { name: '停用账号' }).click();
    const confirm = admin.getByRole('dialog');
    await confirm.getByLabel('原因（记入操作日志）').fill('端到端测试');
    await confirm.getByRole('button', { name: /停\s*用/ }).click();
    await expectVisible(admin.getByText('账号已停用，对方已被退出登录'));
    await expectVisible(admin.getByText('已停用').first());

    // The learner's very next request has no session; logging in again is refused with the reason.
    expect((await postApi(learner.request, 'user/message/noRead')).code).toBe(1001);
    await learner.goto('/user/study');
    expect(new URL(learner.url()).pathname).toBe('/login');
    await waitForHydration(learner);
    await learner.getByLabel('手机号', { exact: true }).fill(LEARNER);
    const mark = logMark();
    await learner.getByRole('button', { name: '获取验证码', exact: true }).click();
    await learner.getByLabel('验证码', { exact: true }).fill(await waitForSmsCode(LEARNER, mark));
    await learner.getByRole('button', { name: '登录', exact: true }).click();
    await expectVisible(learner.getByText('该账号已被停用，如有疑问请联系学院'));
    expect(new URL(learner.url()).pathname).toBe('/login');
  });

  it('shows the editor a survey’s answers as charts, with text answers and the export', async () => {
    const editor = await openAs('desktop', STAFF.editor, '/admin/demand');
    await editor.getByRole('row').filter({ hasText: '培训需求调查' }).first().getByRole('link', { name: /^结\s*果$/ }).click();
    await expectVisible(editor.getByRole('heading', { level: 1, name: '调查结果' }));
    await expectVisible(editor.getByTestId('choice-chart').first().locator('canvas'));
    await expectVisible(editor.getByText('希望', { exact: false }).first());
    const csv = editor.getByRole('link', { name: /导出全部答卷/ });
    expect(await csv.getAttribute('href')).toMatch(/admin\/demand\/csv\/\d+$/);
  });
});
