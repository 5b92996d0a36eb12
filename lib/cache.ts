// docs/product.md §9: the in-memory cache of options and home data. Only for data that is the same for every
// visitor: a module-level cache on the server is shared by all requests, so per-user data never goes in.

/** docs/product.md §9: entries live 80000 ms ... */
export const CACHE_BASE_TTL_MS = 80_000;
/** ... plus a random 10001 to 30000 ms. */
export const CACHE_JITTER_MIN_MS = 10_001;
export const CACHE_JITTER_MAX_MS = 30_000;

/**
 * The lifetime of one entry: 80000 ms plus a random 10001..30000 ms. The jitter keeps the caches of
 * many processes (and the entries of one) from expiring at the same moment and hitting the API together.
 */
export function cacheTtlMs(random: () => number = Math.random): number {
  const span = CACHE_JITTER_MAX_MS - CACHE_JITTER_MIN_MS + 1;
  const jitter = CACHE_JITTER_MIN_MS + Math.min(span - 1, Math.floor(random() * span));
  return CACHE_BASE_TTL_MS + jitter;
}

export type TtlCacheOptions = {
  /** Clock, for tests. */
  now?: () => number;
  random?: () => number;
  /** Oldest entries are dropped beyond this, so odd keys cannot grow memory without bound. */
  maxEntries?: number;
  /** A Chinese name: a labelled cache is registered, so that /cache/cleanup clears it (clearLabelledCaches). */
  label?: string;
};

export type TtlCache<T> = {
  /** The cached value, or the loader's answer (cached when it succeeds; a failure is never cached). */
  getOrLoad(key: string, loader: () => Promise<T>): Promise<T>;
  /** Drops every entry (the /cache/cleanup page); loads already running are not stored. */
  clear(): void;
  /** Number of live entries (tests, diagnostics). */
  size(): number;
};

type Entry<T> = { value: T; expiresAt: number };

// The labelled caches of this process (module-level caches, created once each). Kept on globalThis:
// the start hook (instrumentation.ts, which subscribes clearLabelledCaches to the server's cache bus)
// and the pages are bundled apart and may each have their own copy of this module, but a clear must
// reach the caches the pages actually fill.
const REGISTRY = Symbol.for('med.labelledCaches');
const labelled: Map<string, TtlCache<unknown>> = ((globalThis as { [REGISTRY]?: Map<string, TtlCache<unknown>> })[
  REGISTRY
] ??= new Map());

/** How many entries each labelled cache holds now. */
export function labelledCacheSizes(): { label: string; entries: number }[] {
  return [...labelled].map(([label, cache]) => ({ label, entries: cache.size() }));
}

/**
 * Clears the labelled caches of this process (/cache/cleanup, or a cache-bus message from another
 * process); answers each label with the entries it held. `labels` limits it to those caches.
 */
export function clearLabelledCaches(labels?: readonly string[] | null): { label: string; entries: number }[] {
  return [...labelled]
    .filter(([label]) => !labels || labels.includes(label))
    .map(([label, cache]) => {
      const entries = cache.size();
      cache.clear();
      return { label, entries };
    });
}

export function createTtlCache<T>(options: TtlCacheOptions = {}): TtlCache<T> {
  const { now = Date.now, random = Math.random, maxEntries = 500 } = options;
  const entries = new Map<string, Entry<T>>();
  // Concurrent callers of one key share one load instead of each calling the API.
  const pending = new Map<string, Promise<T>>();
  // Bumped by clear(), so a load that started before it does not store a value from before it.
  let generation = 0;

  function store(key: string, value: T): void {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + cacheTtlMs(random) });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
    }
  }

  const cache: TtlCache<T> = {
    getOrLoad(key, loader) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return Promise.resolve(entry.value);
      if (entry) entries.delete(key);

      const running = pending.get(key);
      if (running) return running;

      const startedIn = generation;
      // Started on the next microtask, so that `load` exists when its own callbacks run.
      const load: Promise<T> = Promise.resolve()
        .then(loader)
        .then((value) => {
          if (startedIn === generation) store(key, value);
          return value;
        })
        .finally(() => {
          if (pending.get(key) === load) pending.delete(key);
        });
      pending.set(key, load);
      return load;
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
    size() {
      return entries.size;
    },
  };
  if (options.label) labelled.set(options.label, cache as TtlCache<unknown>);
  return cache;
}
