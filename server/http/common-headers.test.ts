// The API's direct answers and Next's answers carry the same headers: next.config.js keeps its own list.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COMMON_HEADERS } from './common-headers';

const require = createRequire(import.meta.url);

describe('COMMON_HEADERS', () => {
  it('is the list next.config.js sets on every path', async () => {
    const config = require('../../next.config.js') as { headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]> };
    const rules = await config.headers();
    const everywhere = rules.find((r) => r.source === '/:path*');
    expect(everywhere?.headers.map((h) => [h.key, h.value])).toEqual(COMMON_HEADERS.map(([k, v]) => [k, v]));
  });
});
