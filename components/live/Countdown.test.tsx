// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('first shows the time the server computed, then ticks on the server clock', () => {
    // The visitor's clock is an hour fast: the countdown must not care.
    const serverNow = 1_800_000_000;
    vi.setSystemTime((serverNow + 3600) * 1000);
    render(<Countdown startAt={serverNow + 90} now={serverNow} />);
    expect(screen.getByRole('timer').textContent).toContain('00:01:30');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toContain('00:01:29');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('距直播开始还有1分钟');
  });

  it('calls onDone once when it reaches zero', () => {
    const serverNow = 1_800_000_000;
    vi.setSystemTime(serverNow * 1000);
    const onDone = vi.fn();
    render(<Countdown startAt={serverNow + 2} now={serverNow} onDone={onDone} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer').textContent).toContain('即将开始');
  });
});
