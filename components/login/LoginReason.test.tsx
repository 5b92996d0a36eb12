// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginReason, loginReasonTitle } from './LoginReason';

describe('LoginReason', () => {
  it('tells a guest sent from the case competition that it needs login', () => {
    render(<LoginReason returnUrl="/activity" />);
    expect(screen.getByRole('status').textContent).toBe('「病例大赛」需要登录后才能查看，请先登录；登录后将自动返回该页面。');
  });

  it('names other login-only pages, and says nothing for public ones or odd addresses', () => {
    expect(loginReasonTitle('/activity/3?page=2')).toBe('病例大赛详情');
    expect(loginReasonTitle('/user/study')).toBe('学习中心');
    expect(loginReasonTitle('/training/5')).toBeNull();
    expect(loginReasonTitle('/')).toBeNull();
    expect(loginReasonTitle('/user/order')).toBeNull();
  });
});
