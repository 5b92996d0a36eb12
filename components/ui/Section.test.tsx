// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its heading, h2 unless told', () => {
    render(<Section title="热门课程"><p>列表</p></Section>);
    const region = screen.getByRole('region', { name: '热门课程' });
    expect(screen.getByRole('heading', { name: '热门课程' }).tagName).toBe('H2');
    expect(region.textContent).toContain('列表');
  });

  it('puts its heading at the level the page needs, with its intro and actions', () => {
    render(
      <Section title="报名须知" level={3} intro="请于开班前完成报名" actions={<a href="#more">更多</a>}>
        内容
      </Section>,
    );
    expect(screen.getByRole('heading', { name: '报名须知' }).tagName).toBe('H3');
    expect(screen.getByText('请于开班前完成报名')).toBeTruthy();
    expect(screen.getByRole('link', { name: '更多' }).getAttribute("href")).toBe("#more");
  });

  it('gives two sections with the same title different heading ids', () => {
    render(
      <>
        <Section title="同名">甲</Section>
        <Section title="同名">乙</Section>
      </>,
    );
    const ids = screen.getAllByRole('heading', { name: '同名' }).map((h) => h.id);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
