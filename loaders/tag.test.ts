import { describe, expect, it } from 'vitest';
import { tagSection } from './tag';

const counts = (training: number, course: number, live: number, article: number) => ({ counts: { training, course, live, article } });

describe('tagSection (issue 7 item 18: the menu entry a tag page lights)', () => {
  it('is the list of the kind the page is narrowed to', () => {
    expect(tagSection(counts(5, 4, 1, 9), 'course')).toBe('/course');
    expect(tagSection(counts(5, 4, 1, 9), 'training')).toBe('/training');
    expect(tagSection(counts(5, 4, 1, 9), 'live')).toBe('/live');
  });

  it('is the only kind a tag holds, and none for a mix or for articles', () => {
    expect(tagSection(counts(0, 3, 0, 0), null)).toBe('/course');
    expect(tagSection(counts(5, 4, 0, 0), null)).toBeNull();
    expect(tagSection(counts(0, 0, 0, 7), null)).toBeNull();
    expect(tagSection(counts(5, 4, 1, 9), 'article')).toBeNull();
  });
});
