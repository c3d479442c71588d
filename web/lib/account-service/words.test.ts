import { describe, expect, it } from 'vitest';
import { accountWords } from './words';

describe('the account service’s mail texts', () => {
  it('count the minutes a code or link lasts, in the account’s language', () => {
    const code = (locale: 'en-US' | 'de-DE', minutes: number) =>
      accountWords.mail(locale, 'loginCode', { code: '123456', minutes }).text;
    expect(code('en-US', 10)).toBe(
      'Your login code is 123456. It expires in 10 minutes.\n\nIf you did not ask for this, you can ignore this email. The Roboshift team\n',
    );
    expect(code('en-US', 1)).toContain('It expires in 1 minute.');
    expect(code('de-DE', 1)).toContain('Er ist 1 Minute lang gültig.');
    const reset = accountWords.mail('en-GB', 'resetNoAccount', { link: 'https://x/uk/register' });
    expect(reset.text).toContain('You can create one at https://x/uk/register');
  });
});
