// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a button that does not submit by default and calls back on a click', () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={() => { throw new Error('submitted'); }}>
        <Button onClick={onClick}>保存</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '保存' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form when it is the submit button', () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">提交</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives each variant and size its own look', () => {
    render(
      <>
        <Button variant="primary">甲</Button>
        <Button variant="secondary" size="sm">乙</Button>
        <Button variant="text" size="lg" block>丙</Button>
      </>,
    );
    const classes = ['甲', '乙', '丙'].map((name) => screen.getByRole('button', { name }).className);
    expect(new Set(classes).size).toBe(3);
  });

  it('cannot be pressed while disabled', () => {
    const onClick = vi.fn();
    render(<Button disabled onClick={onClick}>删除</Button>);
    const button = screen.getByRole('button', { name: '删除' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled and busy while loading, and not otherwise', () => {
    const { rerender } = render(<Button loading>提交中</Button>);
    const button = screen.getByRole('button', { name: '提交中' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    rerender(<Button>提交</Button>);
    const idle = screen.getByRole('button', { name: '提交' }) as HTMLButtonElement;
    expect(idle.disabled).toBe(false);
    expect(idle.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('ButtonLink', () => {
  it('is a real link to its page, with the look of a button', () => {
    render(<ButtonLink href="/training/1" variant="primary">立即报名</ButtonLink>);
    const link = screen.getByRole('link', { name: '立即报名' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/training/1');
    expect(link.className).toBe(
      render(<Button variant="primary">x</Button>).getByRole('button').className,
    );
  });

  it('is a plain link for a file or another site', () => {
    render(<ButtonLink href="https://example.com/a.pdf" external download>下载</ButtonLink>);
    const link = screen.getByRole('link', { name: '下载' });
    expect(link.getAttribute('href')).toBe('https://example.com/a.pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
