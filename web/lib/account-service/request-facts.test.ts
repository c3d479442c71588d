import { describe, expect, it } from 'vitest';
import { PEER_HEADER } from '../runtime/peer-address';
import { clientIp, localeOf, requestRegion } from './request-facts';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('request facts', () => {
  it('the client IP is read past the trusted proxies, never from what the client claims before them', () => {
    expect(clientIp(headers({}), 0)).toBeNull();
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7' }), 0)).toBe('203.0.113.7');
    expect(clientIp(headers({ 'x-forwarded-for': 'spoofed, 203.0.113.7' }), 1)).toBe('203.0.113.7');
    expect(clientIp(headers({ 'x-forwarded-for': 'spoofed, 203.0.113.7, 198.51.100.9' }), 2)).toBe('203.0.113.7');
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7' }), 3)).toBe('203.0.113.7');
    // With no proxy trusted, the connection's own address wins over anything the client claims.
    const claimed = { 'x-forwarded-for': '203.0.113.7', [PEER_HEADER]: '198.51.100.20' };
    expect(clientIp(headers(claimed), 0)).toBe('198.51.100.20');
    expect(clientIp(headers(claimed), 1)).toBe('203.0.113.7');
  });

  it('the region header counts only inside the group; the language follows SPEC §7', () => {
    expect(requestRegion(headers({ region: 'FR' }), 'eu')).toBe('fr');
    expect(requestRegion(headers({ region: 'fr' }), 'us')).toBe('us');
    expect(requestRegion(headers({}), 'cn')).toBe('cn');
    expect(localeOf(headers({ 'accept-language': 'en' }), 'uk')).toBe('en-GB');
    expect(localeOf(headers({ 'accept-language': 'en' }), 'fr')).toBe('en-US');
    expect(localeOf(headers({ 'accept-language': 'jp' }), 'us')).toBe('ja-JP');
    expect(localeOf(headers({ 'accept-language': 'kr' }), 'us')).toBe('ko-KR');
    expect(localeOf(headers({ 'accept-language': 'cn' }), 'cn')).toBe('zh-CN');
    expect(localeOf(headers({ 'accept-language': 'de-DE,de;q=0.9' }), 'eu')).toBe('de-DE');
    expect(localeOf(headers({ 'accept-language': '' }), 'jp')).toBe('ja-JP');
    expect(localeOf(headers({ 'accept-language': 'xx-YY' }), 'kr')).toBe('ko-KR');
    // Found by the fuzz suite: names of Object.prototype's properties are no languages.
    for (const tag of ['__proto__', 'constructor', 'toString-x'])
      expect(localeOf(headers({ 'accept-language': tag }), 'us')).toBe('en-US');
  });
});
