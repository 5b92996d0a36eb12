// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginReason, loginReasonTitle } from './LoginReason';

describe('LoginReason', () => {
  it('tells a guest sent from the case competition that it needs login', () => {
    render(<LoginReason returnUrl="/activity" />);
    expect(screen.getByRole('status').textContent).toBe('「病例大赛」需要登录后才能查看，请先登录；登录后将自动返回该页面。');
  });

  it.each([
    ['/activity/3?page=2', '病例大赛详情'],
    ['/user/study', '学习中心'],
  ])('names the other login-only page %s', (url, title) => {
    expect(loginReasonTitle(url)).toBe(title);
  });

  it.each(['/training/5', '/', '/user/order'])('says nothing for the public page or odd address %s', (url) => {
    expect(loginReasonTitle(url)).toBeNull();
  });
});
