// Testing a validated environment (server/env.ts, contract/env.ts): each is read from process.env once per
// module instance (docs/conventions.md §6), so a test stubs the variables and loads the module anew, as a
// process starting with them would.
import { afterEach, vi } from 'vitest';

/**
 * For a describe block: a loader that stubs `env` on process.env (over the stubs the test set itself), loads
 * the module anew and returns what `read` reads from it. Every stub is taken back after each test.
 */
export function useFreshEnv<T>(read: () => Promise<T>): (env?: Record<string, string>) => Promise<T> {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  return async (env = {}) => {
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
    vi.resetModules();
    return read();
  };
}
