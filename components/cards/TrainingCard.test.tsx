// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiTrainingCard } from '@/contract/api-types';
import { TrainingCard } from './TrainingCard';

const card = (over: Partial<ApiTrainingCard>): ApiTrainingCard => ({
  id: 7, title: '测试培训班', cover: '/c.svg', status: 'signup', startAt: 1_900_000_000, endAt: 1_900_200_000,
  region: '郑州市', baseName: '', fee: 0, seatsLeft: 12, canSignup: true, ...over,
});

describe('TrainingCard', () => {
  it('says 报名中 with the seats left only while a sign-up would be accepted', () => {
    render(<TrainingCard training={card({})} />);
    expect(screen.getByText('报名中')).toBeTruthy();
    expect(screen.getByText('剩余名额 12')).toBeTruthy();
  });

  it('says 名额已满 for a full class, as its page does, not 报名中 with 0 places', () => {
    const { container } = render(<TrainingCard training={card({ seatsLeft: 0, canSignup: false })} />);
    expect(screen.getByText('名额已满')).toBeTruthy();
    expect(container.textContent).not.toContain('报名中');
    expect(container.textContent).not.toContain('剩余名额');
  });

  it('says 报名截止 for a class past its deadline that has not started', () => {
    const { container } = render(<TrainingCard training={card({ seatsLeft: 5, canSignup: false })} />);
    expect(screen.getByText('报名截止')).toBeTruthy();
    expect(container.textContent).not.toContain('报名中');
  });

  it('loads the cover at once and first for the first card of a page, at once for a phone\'s first screen, lazily after', () => {
    const cover = (place?: number) => render(<TrainingCard training={card({})} place={place} />).container.querySelector('img')!;
    const first = cover(0);
    expect(first.getAttribute('loading')).toBeNull();
    expect(first.getAttribute('fetchpriority')).toBe('high');
    for (const onScreen of [cover(1), cover(3)]) {
      expect(onScreen.getAttribute('loading')).toBeNull();
      expect(onScreen.getAttribute('fetchpriority')).toBeNull();
    }
    for (const other of [cover(4), cover(undefined)]) {
      expect(other.getAttribute('loading')).toBe('lazy');
      expect(other.getAttribute('fetchpriority')).toBeNull();
    }
  });
});
