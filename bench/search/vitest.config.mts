import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The search bench only (bench/search-scale.mjs): run through vitest for TypeScript and the "@" alias.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../..', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['bench/search/*.run.ts'],
    environment: 'node',
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
  },
});
