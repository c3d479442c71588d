import { describe, expect, it } from 'vitest';
import { contentStateText, newRevision, parseContentState } from './boundaries';

describe('the boundaries file and shared copy', () => {
  it('reads back what it writes, sorted, and nothing else', () => {
    const state = { boundaries: [3, 1, 2], revision: 1_764_000_000_000 };
    expect(contentStateText(state)).toBe('{"boundaries":[3,1,2],"revision":1764000000000}\n');
    expect(parseContentState(contentStateText(state))).toEqual({ boundaries: [1, 2, 3], revision: state.revision });
    expect(parseContentState('{"boundaries":[]}')).toEqual({ boundaries: [], revision: 0 });
    const bad = ['', 'null', '{}', '{"boundaries":"1"}', '{"boundaries":[1,"2"]}', '{"boundaries":[null]}', '{'];
    for (const text of [...bad, '{"boundaries":[],"revision":"7"}', '{"boundaries":[],"revision":-1}'])
      expect(parseContentState(text), text).toBeNull();
  });

  it('gives every publish a revision above the last, whatever the clock says', () => {
    expect(newRevision(0, 5_000)).toBe(5_000);
    expect(newRevision(5_000, 5_000)).toBe(5_001);
    expect(newRevision(9_000, 5_000)).toBe(9_001);
  });
});
