import { describe, expect, it, vi } from 'vitest';
import { cacheTtlMs, createTtlCache } from './cache';

describe('cacheTtlMs', () => {
  it('is 80000 ms plus 10001 ms at the lowest random value (docs/product.md §9)', () => {
    expect(cacheTtlMs(() => 0)).toBe(80000 + 10001);
  });

  it('is 80000 ms plus 30000 ms at the highest random value', () => {
    expect(cacheTtlMs(() => 0.9999999999)).toBe(80000 + 30000);
  });

  it('stays within 90001..110000 ms for any random value', () => {
    for (let i = 0; i < 1000; i += 1) {
      const ttl = cacheTtlMs();
      expect(ttl).toBeGreaterThanOrEqual(90001);
      expect(ttl).toBeLessThanOrEqual(110000);
      expect(Number.isInteger(ttl)).toBe(true);
    }
  });
});

describe('createTtlCache', () => {
  function setup(random = () => 0) {
    let now = 1_000_000;
    const cache = createTtlCache<string>({ now: () => now, random });
    return { cache, advance: (ms: number) => (now += ms) };
  }

  it('answers from memory until the entry expires, then loads again', async () => {
    const { cache, advance } = setup(() => 0); // TTL 90001 ms
    const loader = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');

    expect(await cache.getOrLoad('home/common', loader)).toBe('first');
    advance(90000);
    expect(await cache.getOrLoad('home/common', loader)).toBe('first');
    expect(loader).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cache.getOrLoad('home/common', loader)).toBe('second');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps an entry for at most 110000 ms with the highest jitter', async () => {
    const { cache, advance } = setup(() => 0.9999999999);
    const loader = vi.fn().mockResolvedValue('x');
    await cache.getOrLoad('k', loader);
    advance(109999);
    await cache.getOrLoad('k', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.getOrLoad('k', loader);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers of the same key', async () => {
    const { cache } = setup();
    let release!: (value: string) => void;
    const loader = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));

    const calls = [cache.getOrLoad('options', loader), cache.getOrLoad('options', loader), cache.getOrLoad('options', loader)];
    await Promise.resolve();
    release('loaded');

    expect(await Promise.all(calls)).toEqual(['loaded', 'loaded', 'loaded']);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads different keys separately', async () => {
    const { cache } = setup();
    expect(await cache.getOrLoad('a', async () => 'A')).toBe('A');
    expect(await cache.getOrLoad('b', async () => 'B')).toBe('B');
    expect(cache.size()).toBe(2);
  });

  it('never caches a failed load', async () => {
    const { cache } = setup();
    const loader = vi.fn().mockRejectedValueOnce(new Error('API down')).mockResolvedValueOnce('recovered');

    await expect(cache.getOrLoad('home/index', loader)).rejects.toThrow('API down');
    expect(cache.size()).toBe(0);
    expect(await cache.getOrLoad('home/index', loader)).toBe('recovered');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('does not cache a loader that throws synchronously', async () => {
    const { cache } = setup();
    const loader = vi.fn(() => {
      throw new Error('bad');
    });
    await expect(cache.getOrLoad('k', loader)).rejects.toThrow('bad');
    expect(await cache.getOrLoad('k', async () => 'ok')).toBe('ok');
  });

  it('empties on clear() and does not store a load that was running when cleared', async () => {
    const { cache } = setup();
    await cache.getOrLoad('done', async () => 'old');
    let release!: (value: string) => void;
    const running = cache.getOrLoad('running', () => new Promise<string>((resolve) => (release = resolve)));
    await Promise.resolve();

    cache.clear();
    expect(cache.size()).toBe(0);
    release('stale');
    expect(await running).toBe('stale');
    expect(cache.size()).toBe(0);
    expect(await cache.getOrLoad('done', async () => 'new')).toBe('new');
  });

  it('drops the oldest entries beyond maxEntries', async () => {
    const cache = createTtlCache<number>({ maxEntries: 2 });
    await cache.getOrLoad('1', async () => 1);
    await cache.getOrLoad('2', async () => 2);
    await cache.getOrLoad('3', async () => 3);
    expect(cache.size()).toBe(2);
    const reload = vi.fn(async () => 10);
    expect(await cache.getOrLoad('1', reload)).toBe(10);
    expect(await cache.getOrLoad('3', reload)).toBe(3);
  });
});
