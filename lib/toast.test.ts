// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { show, clear } = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));
vi.mock('antd-mobile/es/components/toast', () => ({ default: { show, clear, config: vi.fn() } }));

import { TOAST_DURATION_MS, clearToast, showToast } from './toast';

describe('showToast', () => {
  beforeEach(() => {
    show.mockReset();
    clear.mockReset();
  });

  it('shows for 2000 ms by default (docs/product.md §9)', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    showToast('保存成功');
    expect(show).toHaveBeenCalledWith({ content: '保存成功', duration: 2000 });
  });

  it('passes a positive duration through', () => {
    showToast('稍等', 3500);
    expect(show).toHaveBeenCalledWith({ content: '稍等', duration: 3500 });
  });

  it.each([0, -1, -2000])('treats a duration of %i as no timed dismissal (antd-mobile duration 0)', (duration) => {
    showToast('加载中', duration);
    expect(show).toHaveBeenCalledWith({ content: '加载中', duration: 0 });
  });

  it('clears the toast on screen', () => {
    clearToast();
    expect(clear).toHaveBeenCalledOnce();
  });
});
