// Shared setup for unit and API tests. Files that need a DOM say so with `// @vitest-environment jsdom`.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
