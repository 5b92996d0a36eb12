import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiTagDetail } from '@/contract/wire/tag';
import { freshTestDb } from '@/tests/api/test-db';
import { itemTags, tags } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';

describe('tag/detail', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const call = (id: string | number, form: Record<string, string> = {}) =>
    api.call<ApiTagDetail>(`tag/detail/${id}`, form, { origin: null });
  const tagId = async (name: string) => (await t.db.select({ id: tags.id }).from(tags).where(eq(tags.name, name)))[0].id;
  const tagged = async (id: number, type: string) =>
    (await t.db.select({ n: count() }).from(itemTags).where(and(eq(itemTags.tagId, id), eq(itemTags.itemType, type as 'article'))))[0].n;

  it('groups everything carrying the tag by type, with counts', async () => {
    const id = await tagId('慢病管理');
    const { envelope } = await call(id);
    expect(envelope.code).toBe(0);
    const d = envelope.data;
    expect(d.tag).toEqual({ id, name: '慢病管理' });
    for (const type of ['training', 'course', 'live', 'article'] as const) expect(d.counts[type]).toBe(await tagged(id, type));
    expect(d.groups.map((g) => g.type)).toEqual((['training', 'course', 'live', 'article'] as const).filter((x) => d.counts[x] > 0));
    for (const g of d.groups) {
      expect(g.total).toBe(d.counts[g.type]);
      expect(g.list.length).toBe(Math.min(4, g.total));
    }
    const training = d.groups.find((g) => g.type === 'training');
    expect(training?.list[0]).toHaveProperty('seatsLeft');
    const article = d.groups.find((g) => g.type === 'article');
    expect(article?.list[0]).toHaveProperty('categoryPath');
  });

  it('pages through one type', async () => {
    const id = await tagId('基层卫生政策');
    const total = await tagged(id, 'article');
    expect(total).toBeGreaterThan(12);
    const first = (await call(id, { type: 'article' })).envelope.data;
    expect(first.groups).toHaveLength(1);
    expect(first.groups[0]).toMatchObject({ type: 'article', total, page: 1, pageSize: 12 });
    expect(first.groups[0].list).toHaveLength(12);
    const second = (await call(id, { type: 'article', page: '2' })).envelope.data.groups[0];
    expect(second.list.length).toBe(Math.min(12, total - 12));
    expect(second.list.map((a) => a.id)).not.toContain(first.groups[0].list[0].id);
    const past = Math.ceil(total / 12) + 1;
    expect((await call(id, { type: 'article', page: String(past) })).envelope.code).toBe(Code.BadInput);
  });

  it('answers an unknown tag with NotFound', async () => {
    expect((await call(999_999)).envelope.code).toBe(Code.NotFound);
  });

  it('refuses malformed ids, types and pages with BadInput', async () => {
    const id = await tagId('高血压');
    const cases: [string | number, Record<string, string>][] = [
      ['abc', {}], ['0', {}], [id, { type: 'user' }], [id, { type: 'article', page: '0' }],
      [id, { page: '2' }], [id, { type: 'article', pageSize: '100' }], [id, { type: 'article', page: '9999' }],
    ];
    for (const [tag, form] of cases) {
      expect((await call(tag, form)).envelope.code, `${tag} ${JSON.stringify(form)}`).toBe(Code.BadInput);
    }
  });
});
