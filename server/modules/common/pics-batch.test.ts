import { describe, expect, it } from 'vitest';
import type { ApiPic } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { type Db } from '@/server/db/client';
import { freshTestDb } from '@/tests/api/test-db';
import { createApiCaller } from '@/tests/api/call-api';

describe('common/picsBatch/{ids}', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  it('answers the pictures in the order asked', async () => {
    const res = await api.call<ApiPic[]>('common/picsBatch/3,1,2');
    expect(res.envelope.code).toBe(0);
    expect(res.envelope.data.map((p) => p.id)).toEqual([3, 1, 2]);
    expect(res.envelope.data[1]).toEqual({
      id: 1, url: '/images/banners/banner-1.svg', width: 1200, height: 400, alt: expect.stringContaining('培训'), link: '/training',
    });
  });

  it('skips ids that do not exist and answers a repeated id once', async () => {
    const res = await api.call<ApiPic[]>('common/picsBatch/2,999999,1,2');
    expect(res.envelope.data.map((p) => p.id)).toEqual([2, 1]);
    expect((await api.call<ApiPic[]>('common/picsBatch/999999')).envelope.data).toEqual([]);
  });

  it('answers 50 ids', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    const res = await api.call<ApiPic[]>(`common/picsBatch/${ids}`);
    expect(res.envelope.code).toBe(0);
    expect(res.envelope.data.length).toBeGreaterThan(0);
  });

  // Bad input must be refused before the handler runs: the database given here throws on any use, so a
  // request that got past validation would answer 500 instead of BadInput.
  const untouchable = new Proxy({}, { get: () => { throw new Error('the database was used'); } }) as Db;
  const guarded = createApiCaller(untouchable);

  it.each([
    ['zero', '0'],
    ['a negative id', '-1'],
    ['a word', 'abc'],
    ['a decimal', '1.5'],
    ['a leading zero', '01'],
    ['an id beyond integer range', '99999999999'],
    ['an empty id in the list', '1,,2'],
    ['a lone comma', ','],
    ['51 ids', Array.from({ length: 51 }, (_, i) => i + 1).join(',')],
    ['encoded SQL', encodeURIComponent('1) or (1=1')],
  ])('refuses %s with BadInput and never reaches the database', async (_label, ids) => {
    const res = await guarded.call(`common/picsBatch/${ids}`);
    expect(res.status).toBe(200);
    expect(res.envelope).toEqual({ code: Code.BadInput, data: null, codeMsg: expect.any(String) });
  });

  it('has no route for an empty id list', async () => {
    const res = await guarded.call('common/picsBatch/');
    expect(res.envelope.code).toBe(Code.NotFound);
  });
});
