// The operator token check (/cache/cleanup). Compared in constant time: both sides are hashed first so
// that neither the content nor the length of the configured token leaks through timing.
import { createHash, timingSafeEqual } from 'node:crypto';

export type TokenOutcome = 'ok' | 'disabled' | 'missing' | 'wrong';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Whether the given token is the configured one; anything that is not a string is wrong. */
export function checkOperatorToken(configured: string | undefined, given: unknown): TokenOutcome {
  if (!configured) return 'disabled';
  if (given === undefined || given === '') return 'missing';
  if (typeof given !== 'string') return 'wrong';
  return timingSafeEqual(digest(configured), digest(given)) ? 'ok' : 'wrong';
}
