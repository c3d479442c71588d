import { mainOrigin } from '@showcase/schemas/hosts';
import { describe, expect, it, vi } from 'vitest';
import { headMetadata, pageMetadata } from './metadata';

// The alternates of a path come from the content: here, pages that exist in us only.
vi.mock('../content', () => ({ getPageRegions: async () => ['us'] }));

const legal = { description: 'How we use cookies.', keywords: ['cookies', 'privacy choices'] };

describe('a page’s head', () => {
  it('names the brand after the page’s own title, once', () => {
    const title = (text: string) =>
      headMetadata('us', 'x', { title: text, description: null, keywords: null }, []).title;
    expect(title('Flagship Bumblebee')).toBe('Flagship Bumblebee | Roboshift');
    expect(title('Roboshift | Transforming Collectible Robots')).toBe('Roboshift | Transforming Collectible Robots');
    expect(title('Halloween Sale | Roboshift')).toBe('Halloween Sale | Roboshift');
  });

  it('takes a legal page’s description and keywords from its legal text when the page has none', async () => {
    const head = await pageMetadata('us', 'cookies-policy', {
      title: 'Cookie Policy',
      description: null,
      keywords: null,
      legal,
    });
    expect(head).toMatchObject({
      title: 'Cookie Policy | Roboshift',
      description: 'How we use cookies.',
      keywords: ['cookies', 'privacy choices'],
      alternates: {
        canonical: `${mainOrigin()}/us/cookies-policy`,
        languages: { 'en-US': `${mainOrigin()}/us/cookies-policy`, 'x-default': `${mainOrigin()}/us/cookies-policy` },
      },
    });
    expect(head.robots).toBeUndefined();
  });

  it('keeps the page’s own description and keywords over the legal text’s', async () => {
    const head = await pageMetadata('us', 'privacy-policy', {
      title: 'Privacy',
      description: 'Ours.',
      keywords: ['ours'],
      legal,
    });
    expect([head.description, head.keywords]).toEqual(['Ours.', ['ours']]);
    const empty = await pageMetadata('us', 'privacy-policy', {
      title: 'Privacy',
      description: '',
      keywords: [],
      legal,
    });
    expect([empty.description, empty.keywords]).toEqual([legal.description, legal.keywords]);
  });

  it('says noindex exactly where the indexable rule says so, and still names its canonical', async () => {
    const account = await pageMetadata('us', 'account', {
      title: 'My Account',
      description: 'Manage your account.',
      keywords: ['account'],
    });
    expect(account.robots).toEqual({ index: false, follow: true });
    expect(account.alternates?.canonical).toBe(`${mainOrigin()}/us/account`);
    const reset = headMetadata('us', 'login/reset', { title: 'Reset', description: 'Reset it.', keywords: 'a, b' }, [
      'us',
    ]);
    expect(reset).toMatchObject({
      robots: { index: false, follow: true },
      description: 'Reset it.',
      keywords: ['a, b'],
      alternates: { canonical: `${mainOrigin()}/us/login/reset` },
    });
    expect(headMetadata('us', 'login', { title: 'Log In', description: 'd', keywords: 'k' }, ['us']).robots).toBe(
      undefined,
    );
  });
});
