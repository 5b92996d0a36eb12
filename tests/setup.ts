// Shared setup for unit and API tests. Files that need a DOM say so with `// @vitest-environment jsdom`.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});

// The server log (one JSON line per API request) would drown the test report: tests read it through
// captureLogs (tests/api/logs.ts) instead.
if (typeof document === 'undefined') {
  const { setLogSink } = await import('@/server/log');
  setLogSink(() => {});
}
