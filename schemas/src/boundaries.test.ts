import { describe, expect, it } from 'vitest';
import { boundariesText, parseBoundaries } from './boundaries';

describe('the boundaries file and shared copy', () => {
  it('reads back what it writes, sorted, and nothing else', () => {
    expect(boundariesText([3, 1, 2])).toBe('{"boundaries":[3,1,2]}\n');
    expect(parseBoundaries(boundariesText([3, 1, 2]))).toEqual([1, 2, 3]);
    expect(parseBoundaries(boundariesText([]))).toEqual([]);
    for (const text of ['', 'null', '{}', '{"boundaries":"1"}', '{"boundaries":[1,"2"]}', '{"boundaries":[null]}', '{'])
      expect(parseBoundaries(text), text).toBeNull();
  });
});
