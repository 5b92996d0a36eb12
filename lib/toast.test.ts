// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, clearToast, showToast } from './toast';

const onScreen = () => [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent);

describe('showToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    clearToast();
    vi.useRealTimers();
  });

  it('shows the message in a live region for 2000 ms by default (docs/product.md §9)', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    showToast('保存成功');
    expect(onScreen()).toEqual(['保存成功']);
    expect(document.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(1999);
    expect(onScreen()).toEqual(['保存成功']);
    vi.advanceTimersByTime(1);
    expect(onScreen()).toEqual([]);
  });

  it('keeps a positive duration', () => {
    showToast('稍等', 3500);
    vi.advanceTimersByTime(3499);
    expect(onScreen()).toEqual(['稍等']);
    vi.advanceTimersByTime(1);
    expect(onScreen()).toEqual([]);
  });

  it.each([0, -1, -2000])('treats a duration of %i as no timed dismissal', (duration) => {
    showToast('加载中', duration);
    vi.advanceTimersByTime(60_000);
    expect(onScreen()).toEqual(['加载中']);
    clearToast();
    expect(onScreen()).toEqual([]);
  });

  it('replaces the toast on screen, and the first one\'s timer does not close the second', () => {
    showToast('第一条');
    vi.advanceTimersByTime(1500);
    showToast('第二条');
    expect(onScreen()).toEqual(['第二条']);
    vi.advanceTimersByTime(600);
    expect(onScreen()).toEqual(['第二条']);
    vi.advanceTimersByTime(1400);
    expect(onScreen()).toEqual([]);
  });

  it('puts text as text, never as markup', () => {
    showToast('<img src=x onerror=alert(1)>');
    expect(document.querySelector('[role="status"] img')).toBeNull();
    expect(onScreen()).toEqual(['<img src=x onerror=alert(1)>']);
  });
});
