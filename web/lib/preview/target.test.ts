import { describe, expect, it } from 'vitest';
import { parsePreviewPerspective } from '../content/perspective';
import { previewBarReturn, previewTarget } from './target';

const read = (query: string, host = 'localhost:3000') => previewTarget(new URLSearchParams(query), host);

describe('what a preview link asks for', () => {
  it('"Preview at…" names an instant, a region and a path', () => {
    expect(read('at=2025-10-30T00:00:00Z&region=uk&path=/flagship-megatron')).toEqual({
      region: 'uk',
      path: 'flagship-megatron',
      chosen: Date.parse('2025-10-30T00:00:00Z'),
      perspective: null,
    });
    expect(read('at=someday&region=uk&path=/')).toBeNull();
    expect(read('region=uk&path=/')).toBeNull();
    expect(read('at=2025-10-30T00:00:00Z&region=xx&path=/')).toBeNull();
    expect(read('at=2025-10-30T00:00:00Z&region=us&path=//evil.example')).toBeNull();
  });

  it('Presentation names the page address and its perspective, on either host', () => {
    expect(read('sanity-preview-pathname=/fr/flagship-megatron&sanity-preview-perspective=rHalloween,drafts')).toEqual({
      region: 'fr',
      path: 'flagship-megatron',
      chosen: null,
      perspective: 'rHalloween,drafts',
    });
    expect(read('sanity-preview-pathname=/us')).toMatchObject({ region: 'us', path: '', perspective: null });
    for (const pathname of ['/', '/t9', '/cn/t9'])
      expect(read(`sanity-preview-pathname=${pathname}`, 'cn.localhost:3000')).toMatchObject({
        region: 'cn',
        path: pathname === '/' ? '' : 't9',
      });
    expect(read('sanity-preview-pathname=/cn/t9')).toMatchObject({ region: 'cn', path: 't9' });
    for (const bad of ['https://evil.example/us', '//evil.example', '/xx/page', '/us/<script>', '/us/../etc'])
      expect(read(`sanity-preview-pathname=${encodeURIComponent(bad)}`)).toBeNull();
  });

  it('a perspective is drafts, published or a stack of release ids, else drafts', () => {
    expect(parsePreviewPerspective('published')).toBe('published');
    expect(parsePreviewPerspective('rA1b2,drafts')).toEqual(['rA1b2', 'drafts']);
    for (const forged of ['', 'raw', 'drafts,*', `r${'x'.repeat(80)}`, '; DROP', 'a,b,c,d,e,f,g,h,i'])
      expect(parsePreviewPerspective(forged)).toBe('drafts');
  });

  it('the preview bar goes back to the page its fields name, or the region’s home for anything else', () => {
    expect(previewBarReturn('us', 'flagship-bumblebee')).toBe('/us/flagship-bumblebee');
    expect(previewBarReturn('fr', 'where-to-buy/hongkong-macao')).toBe('/fr/where-to-buy/hongkong-macao');
    expect(previewBarReturn('cn', 't9')).toBe('/t9');
    expect(previewBarReturn('uk', '')).toBe('/uk');
    expect(previewBarReturn('uk', null)).toBe('/uk');
    for (const path of [
      '//evil.example/x',
      '/evil.example',
      '\\evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      'flagship-bumblebee\n',
      '\tflagship-bumblebee',
      '../x',
      'faq?x=1',
    ])
      expect([path, previewBarReturn('us', path), previewBarReturn('cn', path)]).toEqual([path, '/us', '/']);
  });
});
