import type { LocaleDefinition } from 'sanity';
import { describe, expect, it } from 'vitest';
import { browserLocaleLast } from './locales';

const locales = ['en-US', 'fr-FR', 'de-DE', 'ja-JP', 'ko-KR'].map((id) => ({ id, title: id }) as LocaleDefinition);
const last = (languages: string[]) => browserLocaleLast(locales, languages).at(-1)?.id;

describe('the Studio starts in the browser’s language', () => {
  it('picks the first of the browser’s languages Sanity has, by language', () => {
    expect(last(['fr-FR', 'fr', 'en-US'])).toBe('fr-FR');
    expect(last(['fr-CA'])).toBe('fr-FR');
    expect(last(['ko', 'ja'])).toBe('ko-KR');
    expect(last(['de-AT', 'en'])).toBe('de-DE');
  });

  it('is American English for a language Sanity lacks (Chinese) or for any English', () => {
    expect(last(['zh-CN', 'zh'])).toBe('en-US');
    expect(last(['en-GB'])).toBe('en-US');
    expect(last([])).toBe('en-US');
  });

  it('keeps every locale, so the user menu still offers them all', () => {
    expect(
      browserLocaleLast(locales, ['ja-JP'])
        .map((l) => l.id)
        .sort(),
    ).toEqual(locales.map((l) => l.id).sort());
  });
});
