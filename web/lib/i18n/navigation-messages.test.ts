import { REGION_INFO } from '@showcase/schemas/regions';
import { describe, expect, it } from 'vitest';
import { ALL_NAVIGATION_MESSAGES, navigationMessagesFor } from './navigation-messages';

describe('navigation messages', () => {
  const keys = Object.keys(ALL_NAVIGATION_MESSAGES['en-US']).sort();

  it('every locale has every key, none empty', () => {
    expect(Object.keys(ALL_NAVIGATION_MESSAGES).sort()).toEqual(
      ['de-DE', 'en-EU', 'en-GB', 'en-US', 'fr-FR', 'ja-JP', 'ko-KR', 'zh-CN'].sort(),
    );
    for (const [locale, messages] of Object.entries(ALL_NAVIGATION_MESSAGES)) {
      expect(Object.keys(messages).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it('answers for the locale of every region', () => {
    for (const info of Object.values(REGION_INFO))
      expect(Object.keys(navigationMessagesFor(info.locale)).sort()).toEqual(keys);
  });
});
