// The staff console's frame at 1280 px (docs/product.md §10): a learner gets the 404 page, a guest the login
// page, and the administrator logs in, sees the console home with its chart, grants a role and finds the
// change in the audit trail.
import { describe, expect, it } from 'vitest';
import { baseURL, expectVisible, newPage, openAs, postApi, STAFF, waitForHydration } from './harness';

const LEARNER = '13800000000';
/** A person who logs in once (so their account exists) and is then made an editor. */
const NEWCOMER = '13700061001';

describe('the staff console', () => {
  it('shows a learner the 404 page at /admin, and no console', async () => {
    const page = await openAs('desktop', LEARNER, '/user/info');
    const res = await page.goto('/admin');
    expect(res?.status()).toBe(404);
    await expectVisible(page.getByRole('heading', { name: '页面不存在' }));
    await expect(page.getByText('学院控制台').count()).resolves.toBe(0);
    expect((await postApi(page.request, 'admin/me')).code).toBe(4003);
  });

  it('sends a guest to the login page, which brings them back to the console page', async () => {
    const page = await newPage('desktop');
    const res = await page.goto('/admin/audit?kind=staff');
    expect(res?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('url')).toBe('/admin/audit?kind=staff');
  });

  it('lets the administrator in: home with the chart, grant a role, and the grant in the audit trail', async () => {
    // The newcomer logs in once, as the console asks of anyone given a role.
    const newcomer = await openAs('desktop', NEWCOMER, '/user/info');

    const page = await openAs('desktop', STAFF.admin, '/admin');
    const home = await page.request.get(`${baseURL}/admin`);
    expect(home.headers()['cache-control']).toContain('no-store');
    await waitForHydration(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: '控制台' }));
    await expectVisible(page.getByText('陈主任', { exact: true }).first());
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');
    // No site header or tab bar: the console draws its own frame.
    await expect(page.locator('header').filter({ hasText: '首页' }).count()).resolves.toBe(0);
    await expectVisible(page.getByTestId('tile-signups'));
    await expectVisible(page.getByText('近 30 天报名趋势'));
    await expectVisible(page.getByTestId('trend-chart').locator('canvas'));
    for (const entry of ['人员与权限', '操作日志']) await expectVisible(page.getByRole('menuitem', { name: entry }));

    await page.getByRole('menuitem', { name: '人员与权限' }).click();
    await page.waitForURL(`${baseURL}/admin/staff`);
    await expectVisible(page.getByRole('heading', { level: 1, name: '人员与权限' }));
    await expectVisible(page.getByRole('cell', { name: '13900000002' }));
    await page.getByRole('button', { name: '授予角色' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('手机号').fill(NEWCOMER);
    await dialog.getByRole('checkbox', { name: '内容编辑' }).check();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expectVisible(page.getByText('已保存'));
    await expectVisible(page.getByRole('row').filter({ hasText: NEWCOMER }).getByText('内容编辑'));
    // The newcomer's next request is already an editor's.
    expect((await postApi<{ roles: string[] }>(newcomer.request, 'admin/me')).data.roles).toEqual(['editor']);

    await page.getByRole('menuitem', { name: '操作日志' }).click();
    await page.waitForURL(`${baseURL}/admin/audit`);
    await expectVisible(page.getByRole('heading', { level: 1, name: '操作日志' }));
    const row = page.getByRole('row').filter({ hasText: '授予角色' }).first();
    await expectVisible(row.getByText('陈主任'));
    await row.click();
    const diff = page.getByTestId('audit-diff').first();
    await expectVisible(diff);
    await expectVisible(diff.getByText(NEWCOMER).first());
    const changed = diff.locator('tr[data-changed]');
    await expect(changed.count()).resolves.toBe(1);
    await expect(changed.locator('th').textContent()).resolves.toBe('roles');
    await expect(changed.locator('td').last().textContent()).resolves.toContain('editor');
  });
});
