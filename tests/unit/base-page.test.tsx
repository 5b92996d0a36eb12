// @vitest-environment jsdom
// The training base page (/base/{id}): its 基地介绍 card shows only when the introduction has something in it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiBaseDetail } from '@/contract/wire/base';
import BaseDetailPage from '@/pages/base/[id]';
import { EMPTY_RICH_TEXT, basePageProps } from '@/tests/page-cases';

const centre = (intro: string): ApiBaseDetail => ({
  id: 1, name: '郑州市基层卫生培训中心', level: 'city', address: '河南省郑州市金水区纬五路1号', contactName: '王老师',
  contactPhone: '0371-55551000', summary: '郑州市基层医生实训基地。', intro, cover: '/images/covers/base-1.svg', photos: [],
  specialties: ['全科医学'], lat: 34.76, lng: 113.65, region: { value: '410100', name: '郑州市' }, trainings: [],
});

const base = basePageProps();

const introHeading = () => screen.queryByRole('heading', { name: '基地介绍' });

describe('base page', () => {
  it.each(EMPTY_RICH_TEXT)('leaves out 基地介绍 when the introduction is %s', (_name, intro) => {
    render(<BaseDetailPage base={centre(intro)} title="培训基地" {...base} />);
    expect(introHeading()).toBeNull();
    // The rest of the page is still there.
    expect(screen.getByRole('heading', { name: '在此举办的培训班' })).toBeTruthy();
  });

  it.each([
    ['text', '<p>基地建有多媒体教室6间。</p>', '基地建有多媒体教室6间。'],
    ['a picture alone', '<p><img src="https://example.org/a.png" alt="教室" /></p>', ''],
  ])('shows 基地介绍 when the introduction has %s', (_name, intro, text) => {
    render(<BaseDetailPage base={centre(intro)} title="培训基地" {...base} />);
    const section = introHeading()!.closest('section')!;
    expect(section.textContent).toContain(text);
    expect(section.innerHTML).toContain(intro.replace(/ \/>/, '>'));
  });
});
