// Scoring a paper (issue 11): every question weighs the same; a multiple-choice question counts only
// when exactly its right options are chosen. Free of the database so it is easy to test.
import type { ApiExamAnswers } from '@/contract/wire/exam';

export type ScoredQuestion = { id: number; answer: number[] };

export function sameChoice(answer: number[], chosen: number[] | undefined): boolean {
  if (!chosen || chosen.length !== answer.length) return false;
  const right = new Set(answer);
  return new Set(chosen).size === chosen.length && chosen.every((c) => right.has(c));
}

/** Correct answers and the score out of 100 (rounded), for the questions in paper order. */
export function scorePaper(questions: ScoredQuestion[], answers: ApiExamAnswers): { correctCount: number; score: number } {
  const correctCount = questions.filter((q) => sameChoice(q.answer, answers[String(q.id)])).length;
  return { correctCount, score: questions.length ? Math.round((correctCount * 100) / questions.length) : 0 };
}

/** Random draw of n ids (Fisher-Yates over a copy), for a paper drawn per attempt. */
export function drawQuestions(ids: number[], n: number, random: () => number = Math.random): number[] {
  const pool = [...ids];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, Math.min(n, pool.length));
}
