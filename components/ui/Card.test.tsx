// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, Panel } from './Card';

describe('Card', () => {
  it('renders its content in the element asked for', () => {
    const { container } = render(
      <ul>
        <Card as="li" data-testid="c">一张卡片</Card>
      </ul>,
    );
    const card = screen.getByTestId('c');
    expect(card.tagName).toBe('LI');
    expect(card.textContent).toBe('一张卡片');
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('keeps the caller’s class beside its own, and its padding changes the look', () => {
    render(
      <>
        <Card data-testid="md" className="extra">甲</Card>
        <Card data-testid="none" padding="none">乙</Card>
      </>,
    );
    const md = screen.getByTestId('md').className.split(' ');
    const none = screen.getByTestId('none').className.split(' ');
    expect(md).toContain('extra');
    expect(md.length).toBeGreaterThan(1);
    expect(none.join(' ')).not.toBe(md.filter((c) => c !== 'extra').join(' '));
  });
});

describe('Panel', () => {
  it('is a section with a heading at the level the page needs, and its actions', () => {
    render(
      <Panel title="我的发票" level={3} actions={<a href="#all">全部</a>}>
        <p>内容</p>
      </Panel>,
    );
    const heading = screen.getByRole('heading', { name: '我的发票' });
    expect(heading.tagName).toBe('H3');
    expect(heading.closest('section')).not.toBeNull();
    expect(screen.getByRole('link', { name: '全部' })).toBeTruthy();
    expect(screen.getByText('内容')).toBeTruthy();
  });
});
