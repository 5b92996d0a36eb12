// Filling in a test paper (course or class post-test) as a learner does: every question on the form is
// found by its stem and its options are clicked. Shared by the e2e files that take a test (exam,
// class-exam, credit-loop); which options to pick is each file's own business.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { QuestionSeed } from '@/server/seed/data/exams';

/** The options to pick for a question, by its stem; undefined when the file knows no answer (a failure). */
export type PickFor = (stem: string) => readonly number[] | undefined;

/** The stem of a question as the paper or the result shows it, without its kind and number. */
export const stemOf = (text: string) => text.replace(/^\s*\S+题\s*\d+\.\s*/, '').trim();

/** Clicks, for every question on the paper, the options `pick` gives for its stem. */
export async function answerPaper(page: Page, pick: PickFor): Promise<void> {
  const questions = page.locator('form li');
  const n = await questions.count();
  for (let i = 0; i < n; i++) {
    const q = questions.nth(i);
    const stem = stemOf(await q.locator('legend').innerText());
    const picks = pick(stem);
    expect(picks, stem).toBeTruthy();
    for (const k of picks!) await q.locator('label').nth(k).click();
  }
}

/** Picks from the seed's bank: a question's right options, or with `right` false its first wrong one. */
export function seedPicks(bank: readonly QuestionSeed[], right = true): PickFor {
  return (stem) => {
    const seed = bank.find(([, seedStem]) => stem.endsWith(seedStem));
    if (!seed) return undefined;
    const [, , options, answer] = seed;
    return right ? answer : [options.findIndex((_, k) => !answer.includes(k))].filter((k) => k >= 0);
  };
}
