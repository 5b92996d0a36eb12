import { describe, expect, it, vi } from 'vitest';
import { useFreshEnv } from '@/tests/fresh-env';
import { buildCsp } from './csp';

function directive(csp: string, name: string): string {
  return csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
}

describe('buildCsp', () => {
  it('lets video and its HLS requests come from the site alone when no host is configured', () => {
    const csp = buildCsp('n0nce', false);
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('adds each configured video host over https to media-src and connect-src, and nowhere else', () => {
    const csp = buildCsp('n0nce', false, ['video.example.org', 'cdn.example.net:8443']);
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob: https://video.example.org https://cdn.example.net:8443");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://video.example.org https://cdn.example.net:8443");
    for (const name of ['default-src', 'script-src', 'img-src', 'style-src', 'font-src']) {
      expect(directive(csp, name)).not.toContain('example');
    }
  });
});

describe('MEDIA_ALLOW_HOSTS', () => {
  const loadEnv = useFreshEnv(async () => (await import('@/contract/env')).getEnv());

  it('is empty by default', async () => {
    vi.stubEnv('MEDIA_ALLOW_HOSTS', '');
    expect((await loadEnv()).MEDIA_ALLOW_HOSTS).toEqual([]);
  });

  it('reads comma-separated host names, lower-cased, spaces and empty items ignored', async () => {
    vi.stubEnv('MEDIA_ALLOW_HOSTS', ' Video.Example.org, ,cdn.example.net:8443 ');
    expect((await loadEnv()).MEDIA_ALLOW_HOSTS).toEqual(['video.example.org', 'cdn.example.net:8443']);
  });

  // Each would widen the policy beyond one https host: a scheme, a wildcard, a path, a second source or a keyword.
  it.each(['https://video.example.org', '*.example.org', 'video.example.org/live', "video.example.org 'unsafe-inline'", '*', 'a;script-src *'])(
    'refuses %s at start',
    async (value) => {
      vi.stubEnv('MEDIA_ALLOW_HOSTS', value);
      await expect(loadEnv()).rejects.toThrow(/MEDIA_ALLOW_HOSTS/);
    },
  );
});
