import { describe, expect, it } from 'vitest';
import { checkChosenFile, formatFileSize, milestoneStates } from './format';

describe('formatFileSize', () => {
  it('shows MB with one decimal and KB rounded', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10MB');
    expect(formatFileSize(1_300_000)).toBe('1.2MB');
    expect(formatFileSize(300)).toBe('1KB');
  });
});

describe('checkChosenFile', () => {
  it('accepts the allowed types within the limit and explains anything else', () => {
    expect(checkChosenFile({ name: '病例.PDF', size: 1000 })).toBeNull();
    expect(checkChosenFile({ name: 'photo.jpeg', size: 1000 })).toBeNull();
    expect(checkChosenFile({ name: 'run.exe', size: 1000 })).toMatch(/类型不支持/);
    expect(checkChosenFile({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('文件不能超过10MB');
    expect(checkChosenFile({ name: 'empty.pdf', size: 0 })).toMatch(/空/);
  });
});

describe('milestoneStates', () => {
  const timeline = [
    { date: '2025-03-01', title: '启动' }, { date: '2025-04-01', title: '截止' }, { date: '2025-05-01', title: '结果' },
  ];
  it('marks passed milestones done and the latest reached one current', () => {
    expect(milestoneStates(timeline, '2025-02-01')).toEqual(['todo', 'todo', 'todo']);
    expect(milestoneStates(timeline, '2025-03-01')).toEqual(['current', 'todo', 'todo']);
    expect(milestoneStates(timeline, '2025-04-15')).toEqual(['done', 'current', 'todo']);
    expect(milestoneStates(timeline, '2025-06-01')).toEqual(['done', 'done', 'current']);
  });
});
