import { describe, expect, it } from 'vitest';
import { readId } from './user-training';

describe('readId', () => {
  it('reads a class id from ?id=, and refuses anything that is not one', () => {
    expect(readId({})).toBeUndefined();
    expect(readId({ id: '15' })).toBe(15);
    for (const id of ['0', '-1', 'abc', '1.5', '1234567890', '']) expect(readId({ id }), id).toBeNull();
    expect(readId({ id: ['1', '2'] })).toBeNull();
  });
});
