import { cnOrigin, mainOrigin } from '@showcase/schemas/hosts';
import { describe, expect, it } from 'vitest';
import { isRegionPage, returnPath } from './links';
import { contentHref, regionHref, resolveHref } from './origins';

describe('the link rule of SPEC §2.1', () => {
  it('keeps a known region prefix', () => {
    expect(resolveHref('fr', '/us/faq')).toBe('/us/faq');
  });
  it('crosses hosts with an absolute address: cn has its own', () => {
    expect(resolveHref('cn', '/jp/flagship-bumblebee')).toBe(`${mainOrigin()}/jp/flagship-bumblebee`);
    expect(resolveHref('cn', '/us')).toBe(`${mainOrigin()}/us`);
    expect(resolveHref('us', '/cn/faq')).toBe(`${cnOrigin()}/faq`);
    expect(regionHref('cn', 'cn', 'faq')).toBe('/faq');
    expect(regionHref('cn', 'uk')).toBe(`${mainOrigin()}/uk`);
    expect(regionHref('fr', 'de', 'manuals')).toBe('/de/manuals');
  });
  it('prepends the current region otherwise', () => {
    expect(resolveHref('fr', '/flagship-megatron')).toBe('/fr/flagship-megatron');
    expect(resolveHref('de', 'manuals')).toBe('/de/manuals');
    expect(resolveHref('cn', '/mini-robot')).toBe('/mini-robot');
    expect(resolveHref('uk', '')).toBe('/uk');
  });
  it('leaves full addresses to a full navigation', () => {
    expect(resolveHref('us', 'https://us.store.roboshift.example/x')).toBe('https://us.store.roboshift.example/x');
    expect(resolveHref('us', 'mailto:help@roboshift.example')).toBe('mailto:help@roboshift.example');
  });
  it('menu links: a page of the region or an external address', () => {
    expect(contentHref('kr', { page: 'manuals' })).toBe('/kr/manuals');
    expect(contentHref('kr', { url: 'https://hub.roboshift.example' })).toBe('https://hub.roboshift.example');
    expect(contentHref('kr', {})).toBeNull();
  });
});

describe('returnPath', () => {
  const site = 'https://www.example.com';
  it('keeps a page of a region, with its query and fragment', () => {
    expect(returnPath('/us/flagship-bumblebee?x=1#buy', site)).toBe('/us/flagship-bumblebee?x=1#buy');
    expect(returnPath('/fr', site)).toBe('/fr');
  });
  it('refuses whatever a browser would take off the site, or is not a page', () => {
    const hostile = [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      decodeURIComponent('%2F%09%2Fevil.example'),
      decodeURIComponent('%2F%0A%2Fevil.example'),
      'javascript:alert(1)',
      'http://www.example.com.evil.example/us',
      '/usapi/account/user/logout',
      '/_next/static/x.js',
      '/',
      '',
    ];
    for (const path of hostile) expect(returnPath(path, site), JSON.stringify(path)).toBeNull();
    expect(returnPath(null, site)).toBeNull();
  });
});

describe('which links the client router follows (isRegionPage)', () => {
  it("follows the region's own pages", () => {
    expect(isRegionPage('us', '/us')).toBe(true);
    expect(isRegionPage('us', '/us/flagship-bumblebee#top')).toBe(true);
    expect(isRegionPage('cn', '/')).toBe(true);
    expect(isRegionPage('cn', '/where-to-buy/hongkong-macao?x=1')).toBe(true);
  });
  it("loads another region's page, another site or a look-alike prefix as a new document", () => {
    expect(isRegionPage('us', '/fr/flagship-megatron')).toBe(false);
    expect(isRegionPage('us', '/usapi/user/profile')).toBe(false);
    expect(isRegionPage('us', '/media/files/manual.pdf')).toBe(false);
    expect(isRegionPage('cn', '/us/faq')).toBe(false);
    expect(isRegionPage('us', 'https://store.example/us')).toBe(false);
    expect(isRegionPage('us', '//evil.example/us')).toBe(false);
    expect(isRegionPage('us', 'us/faq')).toBe(false);
  });
});
