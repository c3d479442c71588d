import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from './messages';

describe('interface messages', () => {
  it('every locale has every message, none empty', () => {
    const keys = Object.keys(ALL_MESSAGES['en-US']).sort();
    for (const [locale, messages] of Object.entries(ALL_MESSAGES)) {
      expect(Object.keys(messages).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), `${locale}.${key}`).not.toBe('');
    }
  });
});
