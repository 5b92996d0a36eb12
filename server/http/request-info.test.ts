import { afterEach, describe, expect, it, vi } from 'vitest';

async function load(trustProxy: string) {
  vi.stubEnv('TRUST_PROXY', trustProxy);
  vi.resetModules();
  return import('./request-info');
}

describe('clientAddress', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const { clientAddress } = await load('false');
    expect(clientAddress({ 'x-forwarded-for': '1.2.3.4' }, '::ffff:10.0.0.5')).toBe('10.0.0.5');
  });

  it('takes the entry our proxy appended, not the one the client sent', async () => {
    const { clientAddress } = await load('true');
    expect(clientAddress({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, '127.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress({}, '127.0.0.1')).toBe('127.0.0.1');
  });
});
