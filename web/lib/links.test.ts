import { describe, expect, it } from 'vitest';
import { contentHref, resolveHref } from './links';

describe('the link rule of SPEC §2.1', () => {
  it('keeps a known region prefix', () => {
    expect(resolveHref('fr', '/us/faq')).toBe('/us/faq');
    expect(resolveHref('cn', '/jp/flagship-bumblebee')).toBe('/jp/flagship-bumblebee');
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
