// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JSONP_TIMEOUT_MS, JsonpError, jsonp } from './jsonp';

type Host = Record<string, ((answer: unknown) => void) | undefined>;

function lastScript(): HTMLScriptElement {
  const scripts = document.head.querySelectorAll('script');
  return scripts[scripts.length - 1];
}

function callbackName(script: HTMLScriptElement, param = 'callback'): string {
  return new URL(script.src).searchParams.get(param) ?? '';
}

describe('jsonp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('times out after 5000 ms by default (docs/product.md §9)', () => {
    expect(JSONP_TIMEOUT_MS).toBe(5000);
  });

  it('adds a callback parameter and resolves the answer, then cleans up', async () => {
    const pending = jsonp<{ code: number }>('/api/med/passport/sso?mobile=1');
    const script = lastScript();
    const name = callbackName(script);

    expect(script.src).toMatch(/\/api\/med\/passport\/sso\?mobile=1&callback=/);
    expect(name).toMatch(/^[A-Za-z_$][\w$]*$/);
    expect(typeof (window as unknown as Host)[name]).toBe('function');

    (window as unknown as Host)[name]?.({ code: 0 });
    await expect(pending).resolves.toEqual({ code: 0 });
    expect((window as unknown as Host)[name]).toBeUndefined();
    expect(script.isConnected).toBe(false);
  });

  it('uses a unique callback name per call and the given parameter name', () => {
    void jsonp('/a', { callbackParam: 'cb' }).catch(() => {});
    const first = callbackName(lastScript(), 'cb');
    void jsonp('/a', { callbackParam: 'cb' }).catch(() => {});
    const second = callbackName(lastScript(), 'cb');
    expect(first).not.toBe('');
    expect(first).not.toBe(second);
  });

  it('rejects with 400 Bad Request when the script fails to load', async () => {
    const pending = jsonp('/api/med/passport/sso?mobile=1');
    const script = lastScript();
    const name = callbackName(script);
    script.dispatchEvent(new Event('error'));

    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonpError);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request' });
    expect((window as unknown as Host)[name]).toBeUndefined();
    expect(script.isConnected).toBe(false);
  });

  it('rejects with 408 Request Timeout after 5000 ms, not before', async () => {
    let settled: unknown;
    const pending = jsonp('/api/med/passport/sso?mobile=1').catch((e: unknown) => (settled = e));
    const script = lastScript();
    const name = callbackName(script);

    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;

    expect(settled).toMatchObject({ status: 408, statusText: 'Request Timeout' });
    expect((window as unknown as Host)[name]).toBeUndefined();
    expect(script.isConnected).toBe(false);
  });

  it('honours a custom timeout', async () => {
    let settled: unknown;
    void jsonp('/x', { timeout: 100 }).catch((e: unknown) => (settled = e));
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toMatchObject({ status: 408 });
  });
});
