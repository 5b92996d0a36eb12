import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiJsMap, ApiOptions } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { freshTestDb } from '@/tests/api/test-db';
import { options } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';

describe('common/optionsBatch and common/makeJsMap', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  beforeAll(async () => {
    await t.db.insert(options).values([
      { name: 'zqLevel', value: 'b', label: '中级', sort: 2 },
      { name: 'zqLevel', value: 'a', label: '初级', sort: 1 },
      { name: 'zqKind', value: 'x', label: '线上', sort: 0 },
    ]);
  });

  it('maps each name to its options in order, and unknown names to []', async () => {
    const res = await api.call<ApiOptions>('common/optionsBatch/zqLevel,zqKind,zqNothing');
    expect(res.envelope.code).toBe(0);
    expect(res.envelope.data).toEqual({
      zqLevel: [{ value: 'a', name: '初级' }, { value: 'b', name: '中级' }],
      zqKind: [{ value: 'x', name: '线上' }],
      zqNothing: [],
    });
  });

  it.each([
    ['an empty name', 'zqLevel,'],
    ['a name with a quote', "zqLevel,a'b"],
    ['an upper-case start', 'ZqLevel'],
    ['a name too long', 'a'.repeat(33)],
    ['more than 20 names', Array.from({ length: 21 }, (_, i) => `n${i}`).join(',')],
    ['encoded SQL', encodeURIComponent("a') or 1=1 --")],
  ])('refuses %s with BadInput', async (_label, names) => {
    const res = await api.call(`common/optionsBatch/${names}`);
    expect(res.envelope.code).toBe(Code.BadInput);
  });

  it('answers 20 names', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `n${i}`).join(',');
    const res = await api.call<ApiOptions>(`common/optionsBatch/${names}`);
    expect(Object.keys(res.envelope.data)).toHaveLength(20);
  });

  it('answers a JS-SDK config with no WeChat app configured', async () => {
    const res = await api.call<ApiJsMap>('common/makeJsMap', { url: 'http://localhost:3000/training/3?x=1' });
    expect(res.envelope.data).toEqual({
      appId: '', signature: '', timestamp: expect.any(Number), nonceStr: expect.stringMatching(/^[\w-]{16}$/),
      jsApiList: expect.arrayContaining(['updateAppMessageShareData']),
    });
    expect((await api.call('common/makeJsMap', { url: '/training' })).envelope.code).toBe(0);
  });

  it.each([['https://evil.com/'], ['//evil.com'], ['javascript:alert(1)'], ['']])('refuses the page address %s', async (url) => {
    expect((await api.call('common/makeJsMap', { url })).envelope.code).toBe(Code.BadInput);
  });
});
