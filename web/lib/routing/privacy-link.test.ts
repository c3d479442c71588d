import { mainOrigin } from '@showcase/schemas/hosts';
import { describe, expect, it } from 'vitest';
import { privacyLink } from './privacy-link';

const seeded = [{ region: 'us', path: 'privacy-policy' }];

describe('where a consent box links for the privacy policy', () => {
  it('a region with a privacy page of its own links there', () => {
    expect(privacyLink('us', seeded)).toEqual({ href: '/us/privacy-policy' });
    const withUk = [...seeded, { region: 'uk', path: 'privacy-notice' }];
    expect(privacyLink('uk', withUk)).toEqual({ href: '/uk/privacy-notice' });
  });

  it('a region without one links to the site’s (the default region’s), saying its language', () => {
    expect(privacyLink('fr', seeded)).toEqual({ href: '/us/privacy-policy', hrefLang: 'en-US' });
    expect(privacyLink('uk', seeded)).toEqual({ href: '/us/privacy-policy', hrefLang: 'en-US' });
  });

  it('from the cn host, the main host’s page is a full address', () => {
    expect(privacyLink('cn', seeded)).toEqual({ href: `${mainOrigin()}/us/privacy-policy`, hrefLang: 'en-US' });
    expect(privacyLink('cn', [...seeded, { region: 'cn', path: 'privacy' }])).toEqual({ href: '/privacy' });
  });

  it('no privacy page anywhere: no link (the box still asks)', () => {
    expect(privacyLink('de', [])).toBeNull();
    expect(privacyLink('de', [{ region: 'kr', path: 'privacy' }])).toBeNull();
  });
});
