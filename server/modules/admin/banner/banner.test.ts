import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiHomeIndex } from '@/contract/api-types';
import type { ApiAdminBanner } from '@/contract/wire/admin-article';
import { pics } from '@/server/modules/common/schema';
import { freshStaffApi } from '@/tests/api/staff';

const GOOD = { url: '/api/med/image/0123456789abcdef0123456789abcdef.png', alt: '春季培训招生', link: '/training', sort: '-5' };

describe('admin/banner/*', () => {
  const { t, call, auditTotal, lastAudit } = freshStaffApi(9302, ['editor', 'admin', 'registrar']);
  const counts = async () => ({
    banners: (await t.db.select({ n: count() }).from(pics).where(eq(pics.kind, 'banner')))[0].n,
    audit: await auditTotal(),
  });
  const homeBanners = async () => (await call<ApiHomeIndex>('home/index', {}, 'guest')).envelope.data.banners.map((b) => b.id);


  it.each(['registrar', 'learner', 'guest'] as const)('refuses a %s every endpoint, and nothing changes', async (who) => {
    const before = await counts();
    const [first] = await t.db.select().from(pics).where(eq(pics.kind, 'banner')).limit(1);
    for (const [path, body] of [
      ['admin/banner/list', {}], ['admin/banner/get/1', {}], ['admin/banner/save', GOOD],
      ['admin/banner/save', { ...GOOD, id: String(first.id), isEnabled: '0' }], [`admin/banner/delete/${first.id}`, {}],
    ] as const) {
      expect((await call(path, body, who)).envelope.code).toBe(who === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
    }
    expect(await counts()).toEqual(before);
    expect((await t.db.select().from(pics).where(eq(pics.id, first.id)))[0]).toEqual(first);
  });

  it.each(['editor', 'admin'] as const)('lets an %s add a banner, first on the home page, and switch it off and on', async (who) => {
    const before = await counts();
    const { envelope } = await call<{ id: number }>('admin/banner/save', { ...GOOD, alt: `${who}的轮播图` }, who);
    expect(envelope.code).toBe(0);
    const id = envelope.data.id;
    expect(await counts()).toEqual({ banners: before.banners + 1, audit: before.audit + 1 });
    expect(await lastAudit()).toMatchObject({ action: 'create', kind: 'banner', itemId: String(id) });
    expect((await homeBanners())[0]).toBe(id);

    expect((await call('admin/banner/save', { ...GOOD, id: String(id), isEnabled: '0' }, who)).envelope.code).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'unpublish', before: { isEnabled: true }, after: { isEnabled: false } });
    expect(await homeBanners()).not.toContain(id);
    const row = (await call<ApiAdminBanner>(`admin/banner/get/${id}`, {}, who)).envelope.data;
    expect(row).toMatchObject({ id, isEnabled: false, link: '/training', sort: -5 });

    expect((await call(`admin/banner/delete/${id}`, {}, who)).envelope.code).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'delete', after: null });
    expect((await call(`admin/banner/get/${id}`, {}, who)).envelope.code).toBe(Code.NotFound);
  });

  it.each([
    [{ link: 'javascript:alert(1)' }, 'link：链接须为本站路径（以 / 开头）或 https 地址'],
    [{ link: 'http://example.org/' }, 'link：链接须为本站路径（以 / 开头）或 https 地址'],
    [{ link: '//evil.example/' }, 'link：链接须为本站路径（以 / 开头）或 https 地址'],
    [{ url: 'data:image/png;base64,AAAA' }, 'url：图片须为本站路径（以 / 开头）或 https 地址'],
    [{ alt: ' ' }, 'alt：请填写图片说明'],
    [{ sort: 'first' }, 'sort：排序须为整数'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const before = await counts();
    const res = await call('admin/banner/save', { ...GOOD, ...body });
    expect([res.envelope.code, res.envelope.codeMsg]).toEqual([Code.BadInput, message]);
    expect(await counts()).toEqual(before);
  });

  it('lists every banner in home order, switched-off ones too', async () => {
    const { envelope } = await call<{ list: ApiAdminBanner[]; total: number }>('admin/banner/list');
    expect(envelope.data.total).toBe(envelope.data.list.length);
    const sorts = envelope.data.list.map((b) => b.sort);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
  });
});
