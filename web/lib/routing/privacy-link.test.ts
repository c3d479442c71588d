import { describe, expect, it } from 'vitest';
import { privacyLink } from './privacy-link';

const seeded = {
  pages: [{ region: 'us', path: 'privacy-policy' }],
  texts: ['cn', 'de', 'eu', 'fr', 'jp', 'kr', 'uk', 'us'],
};

describe('where a consent box links for the privacy policy', () => {
  it('a region with a privacy page of its own links there', () => {
    expect(privacyLink('us', seeded)).toBe('/us/privacy-policy');
    expect(privacyLink('uk', { ...seeded, pages: [{ region: 'uk', path: 'legal/privacy' }] })).toBe(
      '/uk/legal/privacy',
    );
  });

  it('a region without one links to its own privacy notice, in its language and on its host', () => {
    expect(privacyLink('de', seeded)).toBe('/de/privacy-notice');
    expect(privacyLink('uk', seeded)).toBe('/uk/privacy-notice');
    expect(privacyLink('cn', seeded)).toBe('/privacy-notice');
  });

  it('a region without a privacy text: no link (the box still asks), never another region’s', () => {
    expect(privacyLink('de', { ...seeded, texts: ['us'] })).toBeNull();
    expect(privacyLink('de', { pages: [{ region: 'kr', path: 'privacy' }], texts: ['kr'] })).toBeNull();
  });
});
