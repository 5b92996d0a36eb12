import { describe, expect, it } from 'vitest';
import { clearLabelledCaches, createTtlCache } from './cache';

describe('clearLabelledCaches', () => {
  it('clears every labelled cache and says how many entries each held', async () => {
    const a = createTtlCache<number>({ label: '测试缓存甲' });
    const b = createTtlCache<number>({ label: '测试缓存乙' });
    const unlabelled = createTtlCache<number>();
    await a.getOrLoad('x', async () => 1);
    await a.getOrLoad('y', async () => 2);
    await b.getOrLoad('x', async () => 3);
    await unlabelled.getOrLoad('x', async () => 4);

    const cleared = clearLabelledCaches();
    expect(cleared).toEqual(expect.arrayContaining([
      { label: '测试缓存甲', entries: 2 },
      { label: '测试缓存乙', entries: 1 },
    ]));
    expect([a.size(), b.size()]).toEqual([0, 0]);
    // Caches without a label (tests, one-off helpers) are left alone.
    expect(unlabelled.size()).toBe(1);
  });
});
