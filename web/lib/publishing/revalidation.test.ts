import { describe, expect, it } from 'vitest';
import { tagsFor } from './revalidation';

describe('tags a publish touches', () => {
  it('a regional document: its type in its region, and the cross-region queries of its type', () => {
    expect(tagsFor({ _type: 'product', region: 'fr' })).toEqual(['product:fr', 'type:product']);
  });
  it('a shared document: its type everywhere', () => {
    expect(tagsFor({ _type: 'schedule' })).toEqual(['type:schedule']);
  });
  it('nonsense touches nothing', () => {
    expect(tagsFor({ _type: 42 })).toEqual([]);
    expect(tagsFor({ _type: 'product', region: 'mars' })).toEqual(['type:product']);
  });
});
