import { describe, expect, it } from 'vitest';
import { count, desc, eq, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiAdminTag } from '@/contract/wire/admin-article';
import type { ApiSearchResult } from '@/contract/wire/search';
import type { ApiTagDetail } from '@/contract/wire/tag';
import { itemTags, tags } from '@/server/modules/common/tag-schema';
import { freshStaffApi } from '@/tests/api/staff';

describe('admin/tag/*', () => {
  const { t, call, auditTotal, lastAudit } = freshStaffApi(9303, ['editor', 'admin', 'registrar']);
  const counts = async () => ({
    tags: (await t.db.select({ n: count() }).from(tags))[0].n,
    audit: await auditTotal(),
  });


  it.each(['registrar', 'learner', 'guest'] as const)('refuses a %s every endpoint, and nothing changes', async (who) => {
    const before = await counts();
    for (const [path, body] of [
      ['admin/tag/list', {}], ['admin/tag/get/1', {}], ['admin/tag/save', { name: '新标签' }],
      ['admin/tag/save', { id: '1', name: '改名' }], ['admin/tag/delete/1', {}],
    ] as const) {
      expect((await call(path, body, who)).envelope.code).toBe(who === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
    }
    expect(await counts()).toEqual(before);
  });

  it.each(['editor', 'admin'] as const)('lets an %s create a tag, with one audit row', async (who) => {
    const { envelope } = await call<{ id: number }>('admin/tag/save', { name: `${who}标签`, sort: '3' }, who);
    expect(envelope.code).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'create', kind: 'tag', after: { name: `${who}标签`, sort: 3, items: 0 } });
    const got = (await call<ApiAdminTag>(`admin/tag/get/${envelope.data.id}`, {}, who)).envelope.data;
    expect(got).toMatchObject({ name: `${who}标签`, sort: 3, items: 0 });
  });

  it('renames a tag everywhere at once: its page, and the search finds its items by the new name', async () => {
    const [used] = await t.db.select({ id: itemTags.tagId, n: count() }).from(itemTags).groupBy(itemTags.tagId).orderBy(desc(count())).limit(1);
    expect((await call('admin/tag/save', { id: String(used.id), name: '琥珀松针新名' })).envelope.code).toBe(0);
    expect((await call<ApiTagDetail>(`tag/detail/${used.id}`, {}, 'guest')).envelope.data.tag.name).toBe('琥珀松针新名');
    const found = (await call<ApiSearchResult>('search/query', { q: '琥珀松针新名' }, 'guest')).envelope.data;
    expect(found.total).toBeGreaterThan(0);
  });

  it.each([
    [{ name: '' }, 'name：请填写标签名称'],
    [{ name: '长'.repeat(31) }, 'name：标签名称不能超过30个字'],
    [{ name: '琥珀松针新名' }, 'name：已有同名标签'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const before = await counts();
    const res = await call('admin/tag/save', body);
    expect([res.envelope.code, res.envelope.codeMsg]).toEqual([Code.BadInput, message]);
    expect(await counts()).toEqual(before);
  });

  it('deletes a tag: its items lose it, stay themselves, and the search no longer finds them by it', async () => {
    const [tag] = await t.db.select().from(tags).where(eq(tags.name, '琥珀松针新名'));
    expect((await call(`admin/tag/delete/${tag.id}`)).envelope.code).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'delete', kind: 'tag', before: { name: '琥珀松针新名' }, after: null });
    expect(await t.db.select().from(itemTags).where(sql`${itemTags.tagId} = ${tag.id}`)).toEqual([]);
    expect((await call(`tag/detail/${tag.id}`, {}, 'guest')).envelope.code).toBe(Code.NotFound);
    expect((await call<ApiSearchResult>('search/query', { q: '琥珀松针新名' }, 'guest')).envelope.data.total).toBe(0);
  });
});
