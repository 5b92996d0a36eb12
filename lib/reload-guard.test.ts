// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./navigate', () => ({ reloadPage: vi.fn(), navigateTo: vi.fn(), currentAddress: vi.fn() }));

import { reloadPage } from './navigate';
import { RELOAD_GUARD_MS, guardedReload } from './reload-guard';

describe('guardedReload', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(reloadPage).mockReset();
  });

  it('has a 10000 ms window by default (docs/product.md §9)', () => {
    expect(RELOAD_GUARD_MS).toBe(10000);
  });

  it('reloads the first time and refuses again within 10000 ms', () => {
    expect(guardedReload('build-check', undefined, 1_000_000)).toBe(true);
    expect(guardedReload('build-check', undefined, 1_000_000 + 9_999)).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 10000 ms have passed', () => {
    guardedReload('build-check', undefined, 1_000_000);
    expect(guardedReload('build-check', undefined, 1_010_000)).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('keeps separate windows per key and honours a custom window', () => {
    expect(guardedReload('a', 60_000, 5_000)).toBe(true);
    expect(guardedReload('b', 60_000, 5_000)).toBe(true);
    expect(guardedReload('a', 60_000, 50_000)).toBe(false);
  });

  it('survives the reload through sessionStorage', () => {
    guardedReload('build-check', undefined, 1_000_000);
    expect(sessionStorage.getItem('reload-guard:build-check')).toBe('1000000');
  });

  it('refuses when storage fails rather than risk a reload loop', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(guardedReload('build-check')).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
