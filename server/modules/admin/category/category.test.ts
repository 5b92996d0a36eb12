import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiHomeCommon } from '@/contract/api-types';
import type { ApiAdminCategory } from '@/contract/wire/admin-article';
import type { ApiArticleList } from '@/contract/wire/article';
import { routes } from '@/lib/routes';
import { adminRoutes } from '@/lib/admin-routes';
import { categories } from '@/server/modules/category/schema';
import { freshStaffApi } from '@/tests/api/staff';
import { RESERVED_PATHS } from './category';

describe('admin/category/*', () => {
  const { t, call, auditTotal, lastAudit } = freshStaffApi(9301, ['editor', 'admin', 'registrar']);
  const counts = async () => ({
    categories: (await t.db.select({ n: count() }).from(categories))[0].n,
    audit: await auditTotal(),
  });
  const menu = async () => (await call<ApiHomeCommon>('home/common', {}, 'guest')).envelope.data.categories;


  it('reserves every first path segment of the site’s own pages', () => {
    const firsts = new Set([...routes, ...adminRoutes].map((r) => r.pattern.split('/')[1]).filter((s) => s && !s.startsWith('[')));
    for (const segment of firsts) expect(RESERVED_PATHS).toContain(segment);
  });

  it.each(['registrar', 'learner', 'guest'] as const)('refuses a %s every endpoint, and nothing changes', async (who) => {
    const before = await counts();
    for (const [path, body] of [
      ['admin/category/list', {}], ['admin/category/save', { name: '新栏目', path: '/new-one' }],
      ['admin/category/sort', { ids: ['10', '11'] }], ['admin/category/delete/10', {}],
    ] as const) {
      expect((await call(path, body, who)).envelope.code).toBe(who === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
    }
    expect(await counts()).toEqual(before);
  });

  it.each(['editor', 'admin'] as const)('lets an %s add a child category that shows in the menu and lists at its path', async (who) => {
    const path = `/health-${who}`;
    const res = await call<{ id: number }>('admin/category/save', { parentId: '9', name: `${who}栏目`, path, description: '说明' }, who);
    expect(res.envelope.code).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'create', kind: 'category', itemId: String(res.envelope.data.id) });
    const news = (await menu()).find((c) => c.id === 9);
    expect(news?.children?.map((c) => c.path)).toContain(path);
    const list = await call<ApiArticleList>('article/list', { path }, 'guest');
    expect(list.envelope.code).toBe(0);
    expect(list.envelope.data.category.name).toBe(`${who}栏目`);
  });

  it.each([
    [{ name: '', path: '/x-empty' }, 'name：请填写栏目名称'],
    [{ name: '重复', path: '/news-policy' }, 'path：该路径已被其他栏目使用'],
    [{ name: '页面', path: '/search' }, 'path：该路径已被网站页面使用，请换一个'],
    [{ name: '脚本', path: 'javascript:alert(1)' }, 'path：栏目路径须以 / 开头，由小写字母、数字和 - 组成，如 /news-policy'],
    [{ name: '三级', path: '/third-level', parentId: '10' }, 'parentId：上级栏目须为一级栏目'],
    [{ id: '2', name: '培训', path: '/training-x' }, 'path：内置栏目的路径不能修改'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const before = await counts();
    const res = await call('admin/category/save', body);
    expect([res.envelope.code, res.envelope.codeMsg]).toEqual([Code.BadInput, message]);
    expect(await counts()).toEqual(before);
  });

  it('orders siblings, and the menu follows', async () => {
    const children = (await menu()).find((c) => c.id === 9)!.children!.map((c) => c.id);
    const reversed = [...children].reverse();
    expect((await call('admin/category/sort', { ids: reversed.map(String) })).envelope.code).toBe(0);
    expect((await menu()).find((c) => c.id === 9)!.children!.map((c) => c.id)).toEqual(reversed);
    const mixed = await call('admin/category/sort', { ids: ['9', '10'] });
    expect(mixed.envelope.codeMsg).toBe('ids：只能调整同一级栏目的顺序');
  });

  it('refuses to delete a category with articles or children, or a built-in area, with the reason', async () => {
    const before = await counts();
    const withArticles = await call('admin/category/delete/10');
    expect(withArticles.envelope.code).toBe(AdminCode.ContentInUse);
    expect(withArticles.envelope.codeMsg).toMatch(/^该栏目下还有\d+篇文章，不能删除/);
    expect((await call('admin/category/delete/9')).envelope.codeMsg).toMatch(/^该栏目下还有\d+个子栏目/);
    expect((await call('admin/category/delete/2')).envelope.codeMsg).toBe('内置栏目不能删除');
    expect(await counts()).toEqual(before);
  });

  it('deletes an empty category, which leaves the menu and its list', async () => {
    const { envelope } = await call<{ id: number }>('admin/category/save', { name: '临时栏目', path: '/temp-cat' });
    expect((await call(`admin/category/delete/${envelope.data.id}`)).envelope.code).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'delete', kind: 'category', after: null });
    expect((await menu()).some((c) => c.path === '/temp-cat')).toBe(false);
    expect((await call('article/list', { path: '/temp-cat' }, 'guest')).envelope.code).toBe(Code.NotFound);
    const tree = (await call<{ list: ApiAdminCategory[] }>('admin/category/list')).envelope.data.list;
    expect(tree.find((c) => c.id === 9)?.children?.every((c) => c.articles >= 0)).toBe(true);
    expect((await t.db.select().from(categories).where(eq(categories.path, '/temp-cat')))).toEqual([]);
  });
});
