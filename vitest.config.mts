import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and API tests. End-to-end tests (real Chromium against the built site) have their own config.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['{contract,lib,loaders,components,stores,pages,server,tests/unit,tests/api}/**/*.test.{ts,tsx}', 'middleware.test.ts'],
    exclude: ['node_modules', '.next', 'tests/e2e/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30000,
    hookTimeout: 120000,
    restoreMocks: true,
  },
});
