// docs/product.md §4/9: the build check. Once an hour the browser asks which build is deployed
// (public/builds/latest.json, written by scripts/write-build-id.mjs) and reloads when it is not the
// one it runs, so a tab left open does not keep calling the API with stale code. The reload guard
// stops a broken deploy from making it reload in a loop.
import { guardedReload } from './reload-guard';

/** docs/product.md §9: every 3,600,000 ms. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const LATEST_BUILD_PATH = '/builds/latest.json';

const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The build id of the running page, from Next.js' page data; null in development. */
export function getRunningBuildId(): string | null {
  const data = (window as unknown as { __NEXT_DATA__?: { buildId?: unknown } }).__NEXT_DATA__;
  const id = data?.buildId;
  return typeof id === 'string' && id !== 'development' && BUILD_ID.test(id) ? id : null;
}

/** The deployed build id, or null when it cannot be told (offline, no file, bad content). */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`${LATEST_BUILD_PATH}?_t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown } | null;
    const id = body?.buildId;
    return typeof id === 'string' && BUILD_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Compares once; reloads (guarded) when another build is deployed. Resolves whether it reloaded. */
export async function checkBuild(runningBuildId: string | null = getRunningBuildId(), fetchImpl?: typeof fetch): Promise<boolean> {
  if (!runningBuildId) return false;
  const latest = await fetchLatestBuildId(fetchImpl);
  if (!latest || latest === runningBuildId) return false;
  return guardedReload('build-check');
}

export type BuildCheckOptions = { intervalMs?: number; runningBuildId?: string | null; fetchImpl?: typeof fetch };

/** Starts the hourly check (call once from _app in the browser); returns the function that stops it. */
export function startBuildCheck({
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  runningBuildId = getRunningBuildId(),
  fetchImpl,
}: BuildCheckOptions = {}): () => void {
  if (!runningBuildId) return () => {};
  const timer = window.setInterval(() => {
    void checkBuild(runningBuildId, fetchImpl);
  }, intervalMs);
  return () => window.clearInterval(timer);
}
