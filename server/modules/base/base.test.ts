import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiPage } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import type { ApiBaseCard, ApiBaseDetail } from '@/contract/wire/base';
import { freshTestDb } from '@/tests/api/test-db';
import { trainings } from '@/server/modules/training/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { bases } from '../training/base-schema';

describe('base/list and base/detail/{id}', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const list = (form: Record<string, string> = {}) => api.call<ApiPage<ApiBaseCard>>('base/list', form);

  it('pages through every base in order, with region names and class counts', async () => {
    const all = await t.db.select().from(bases);
    const first = (await list()).envelope;
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ total: all.length, page: 1, pageSize: 9 });
    expect(first.data.list[0]).toMatchObject({ id: 1, region: expect.stringMatching(/市$/), trainingCount: expect.any(Number) });
    const second = (await list({ page: '2' })).envelope.data;
    expect(second.list).toHaveLength(all.length - 9);
    const held = await t.db.select().from(trainings).where(eq(trainings.baseId, 1));
    expect(first.data.list[0].trainingCount).toBe(held.length);
  });

  it('filters by region and by level', async () => {
    const all = await t.db.select().from(bases);
    const region = all[0].region;
    const byRegion = (await list({ region })).envelope.data;
    expect(byRegion.total).toBe(all.filter((b) => b.region === region).length);
    const county = (await list({ level: 'county' })).envelope.data;
    expect(county.total).toBe(all.filter((b) => b.level === 'county').length);
    expect(county.list.every((b) => b.level === 'county')).toBe(true);
  });

  it.each([
    ['an unknown region', { region: '999999' }],
    ['an unknown level', { level: 'global' }],
    ['page 0', { page: '0' }],
    ['a page beyond the limit', { page: '100000' }],
    ['an over-long region', { region: '4'.repeat(30) }],
  ])('refuses %s with BadInput', async (_l, form) => {
    expect((await list(form)).envelope).toMatchObject({ code: Code.BadInput, data: null });
  });

  it('answers a base with its contact, sanitized introduction, photos and the classes held there', async () => {
    await t.db.update(bases).set({ intro: '<p>介绍</p><img src="javascript:alert(1)"><iframe src="x"></iframe>' }).where(eq(bases.id, 2));
    const res = await api.call<ApiBaseDetail>('base/detail/2');
    expect(res.envelope.code).toBe(0);
    const d = res.envelope.data;
    const [row] = await t.db.select().from(bases).where(eq(bases.id, 2));
    expect(d).toMatchObject({ id: 2, name: row.name, address: row.address, contactPhone: row.contactPhone, photos: row.photos });
    expect(d.region.name).toMatch(/市$/);
    expect(d.intro).toBe('<p>介绍</p><img loading="lazy" />');
    const held = await t.db.select().from(trainings).where(eq(trainings.baseId, 2));
    expect(d.trainings.map((c) => c.id).sort((a, b) => a - b)).toEqual(held.map((h) => h.id).sort((a, b) => a - b));
  });

  it.each([['999999', Code.NotFound], ['abc', Code.BadInput], ['0', Code.BadInput], ['1e3', Code.BadInput]])(
    'answers base %s with a coded error',
    async (id, code) => {
      expect((await api.call(`base/detail/${id}`)).envelope).toMatchObject({ code, data: null });
    },
  );
});
