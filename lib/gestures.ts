// docs/product.md §9: tells a tap from a long press from a move, with the spec's thresholds.
import { LONG_PRESS_MS, TAP_THRESHOLD_PX } from './ui-constants';

export type PointerPosition = { x: number; y: number };
export type PointerKind = 'tap' | 'long-press' | 'move';

/**
 * What a finished touch was: a move when the finger travelled more than TAP_THRESHOLD_PX (5 px),
 * else a long press when it was held at least LONG_PRESS_MS (500 ms), else a tap.
 */
export function classifyPointer(start: PointerPosition, end: PointerPosition, durationMs: number): PointerKind {
  const distance = Math.hypot(end.x - start.x, end.y - start.y);
  if (distance > TAP_THRESHOLD_PX) return 'move';
  return durationMs >= LONG_PRESS_MS ? 'long-press' : 'tap';
}
