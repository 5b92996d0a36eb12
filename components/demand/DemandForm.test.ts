import { describe, expect, it } from 'vitest';
import type { ApiDemandQuestion } from '@/contract/wire/demand';
import { missingAnswers, toFormAnswers } from './DemandForm';

const questions: ApiDemandQuestion[] = [
  { id: 1, kind: 'single', title: '机构', choices: ['a', 'b'], isRequired: true },
  { id: 2, kind: 'multiple', title: '方向', choices: ['x', 'y', 'z'], isRequired: true },
  { id: 3, kind: 'text', title: '建议', choices: [], isRequired: false },
];

describe('missingAnswers', () => {
  it('names required questions with no choice or only blank text', () => {
    expect(missingAnswers(questions, {})).toEqual(new Set(['q1', 'q2']));
    expect(missingAnswers(questions, { q1: [0], q2: [] })).toEqual(new Set(['q2']));
    expect(missingAnswers(questions, { q1: [0], q2: [1, 2] })).toEqual(new Set());
  });
});

describe('toFormAnswers', () => {
  it('sends indexes as strings and leaves empty answers out', () => {
    expect(toFormAnswers({ q1: [1], q2: [0, 2], q3: '  ', q4: [] })).toEqual({ q1: ['1'], q2: ['0', '2'] });
    expect(toFormAnswers({ q3: '多开急救课' })).toEqual({ q3: '多开急救课' });
  });
});
