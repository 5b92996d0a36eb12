// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./navigate', () => ({ reloadPage: vi.fn(), navigateTo: vi.fn(), currentAddress: vi.fn() }));

import { BUILD_CHECK_INTERVAL_MS, checkBuild, getRunningBuildId, startBuildCheck } from './build-check';
import { reloadPage } from './navigate';

function latestIs(buildId: string) {
  return vi.fn<typeof fetch>(async () => Response.json({ buildId }));
}

/** Next.js puts the page data, with the build id, on window.__NEXT_DATA__. */
function setRunningBuild(buildId: string | null) {
  if (buildId === null) Reflect.deleteProperty(window, '__NEXT_DATA__');
  else Object.assign(window, { __NEXT_DATA__: { buildId } });
}

describe('build check', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(reloadPage).mockReset();
    setRunningBuild('build-a');
  });
  afterEach(() => {
    vi.useRealTimers();
    setRunningBuild(null);
  });

  it('runs every 3,600,000 ms (docs/product.md §9)', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('reads the running build id from the Next.js page data', () => {
    expect(getRunningBuildId()).toBe('build-a');
    setRunningBuild('development');
    expect(getRunningBuildId()).toBeNull();
  });

  it('fetches builds/latest.json with a _t timestamp and no cache', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const fetchImpl = latestIs('build-a');
    await checkBuild('build-a', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json?_t=1700000000000', { cache: 'no-store' });
  });

  it('does not reload while the same build is deployed', async () => {
    expect(await checkBuild('build-a', latestIs('build-a'))).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads when another build is deployed, at most once within the reload guard', async () => {
    expect(await checkBuild('build-a', latestIs('build-b'))).toBe(true);
    expect(await checkBuild('build-a', latestIs('build-b'))).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the file is missing, broken or unreachable', async () => {
    const missing = vi.fn(async () => new Response('Not found', { status: 404 }));
    const broken = vi.fn(async () => new Response('<html>', { status: 200 }));
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    for (const fetchImpl of [missing, broken, offline]) {
      expect(await checkBuild('build-a', fetchImpl)).toBe(false);
    }
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('checks once an hour, not before, and reloads on change', async () => {
    vi.useFakeTimers();
    const fetchImpl = latestIs('build-b');
    const stop = startBuildCheck({ fetchImpl });

    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);

    stop();
    await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not start in development (no build id)', async () => {
    vi.useFakeTimers();
    setRunningBuild('development');
    const fetchImpl = latestIs('build-b');
    startBuildCheck({ fetchImpl });
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
