import { describe, expect, it } from 'vitest';
import { pathInRegion } from './preview-path-field';

describe('the preview bar’s path field', () => {
  it('names the page within its region, on either host', () => {
    expect(pathInRegion('us', '/us/flagship-bumblebee')).toBe('flagship-bumblebee');
    expect(pathInRegion('fr', '/fr/where-to-buy/hongkong-macao')).toBe('where-to-buy/hongkong-macao');
    expect(pathInRegion('us', '/us')).toBe('');
    for (const pathname of ['/t9', '/cn/t9']) expect(pathInRegion('cn', pathname)).toBe('t9');
    for (const pathname of ['/', '/cn']) expect(pathInRegion('cn', pathname)).toBe('');
  });
});
