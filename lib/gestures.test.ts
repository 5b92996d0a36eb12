import { afterEach, describe, expect, it } from 'vitest';
import { classifyPointer } from './gestures';
import { LONG_PRESS_MS, POPUP_Z_INDEX_BASE, TAP_THRESHOLD_PX, nextPopupZIndex, resetPopupZIndex } from './ui-constants';

describe('ui constants', () => {
  afterEach(() => resetPopupZIndex());

  it('has the docs/product.md §9 values', () => {
    expect(POPUP_Z_INDEX_BASE).toBe(2000);
    expect(TAP_THRESHOLD_PX).toBe(5);
    expect(LONG_PRESS_MS).toBe(500);
  });

  it('stacks popups from 2000 upwards', () => {
    expect(nextPopupZIndex()).toBe(2000);
    expect(nextPopupZIndex()).toBe(2001);
    expect(nextPopupZIndex()).toBe(2002);
    resetPopupZIndex();
    expect(nextPopupZIndex()).toBe(2000);
  });
});

describe('classifyPointer', () => {
  const at = (x: number, y: number) => ({ x, y });

  it('is a tap when the finger moves at most 5 px and lifts before 500 ms', () => {
    expect(classifyPointer(at(0, 0), at(0, 0), 100)).toBe('tap');
    expect(classifyPointer(at(10, 10), at(13, 14), 499)).toBe('tap'); // exactly 5 px
  });

  it('is a move beyond 5 px, however long it took', () => {
    expect(classifyPointer(at(0, 0), at(6, 0), 50)).toBe('move');
    expect(classifyPointer(at(0, 0), at(4, 4), 50)).toBe('move'); // 5.66 px diagonally
    expect(classifyPointer(at(0, 0), at(0, 20), 900)).toBe('move');
  });

  it('is a long press when held still for 500 ms or more', () => {
    expect(classifyPointer(at(0, 0), at(2, 2), 500)).toBe('long-press');
    expect(classifyPointer(at(0, 0), at(0, 0), 2000)).toBe('long-press');
  });
});
