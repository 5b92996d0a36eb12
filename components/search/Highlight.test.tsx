// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from './Highlight';
import { countLabel, searchHref } from './labels';

describe('Highlight', () => {
  it('marks the hits and renders markup from the server as text, never as HTML', () => {
    const { container } = render(
      <p>
        <Highlight segments={[{ text: '<img src=x onerror=alert(1)>', hit: false }, { text: '高血压', hit: true }, { text: '随访', hit: false }]} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>高血压随访');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['高血压']);
  });
});

describe('searchHref and countLabel', () => {
  it('puts query, tab and page in the address, leaving out defaults', () => {
    expect(searchHref('')).toBe('/search');
    expect(searchHref('高血压 管理')).toBe('/search?q=%E9%AB%98%E8%A1%80%E5%8E%8B+%E7%AE%A1%E7%90%86');
    expect(searchHref('COPD', 'course', 2)).toBe('/search?q=COPD&type=course&page=2');
    expect(searchHref('COPD', null, 1)).toBe('/search?q=COPD');
  });

  it('reads a count at the window size as "n+"', () => {
    expect(countLabel(12, 500)).toBe('12');
    expect(countLabel(500, 500)).toBe('500+');
  });
});
