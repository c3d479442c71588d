import { describe, expect, it } from 'vitest';
import { catalogFor } from '@/lib/i18n/catalog';
import { codeLogin, passwordLogin, passwordPair, popupStart, websiteField } from './schemas';

const en = catalogFor('en-US').account;
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('account form rules, in the page’s language', () => {
  it('SPEC §5 messages for e-mail, password rule, confirmation and code', () => {
    expect(messages(passwordLogin(en).safeParse({ email: 'nope', password: 'x' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(messages(passwordPair(en).safeParse({ password: 'abcdefgh', confirm: 'abcdefgh' }))).toEqual([
      'Your password must be at least 8 characters and include both letters and numbers.',
    ]);
    expect(messages(passwordPair(en).safeParse({ password: 'Robots4ever', confirm: 'Robots4evr' }))).toEqual([
      'Confirmed password does not match the new password. Please enter again.',
    ]);
    expect(messages(codeLogin(en).safeParse({ email: 'a@b.co', code: '12345' }))).toEqual([
      'Invalid code. Please try again.',
    ]);
    expect(messages(popupStart(en).safeParse({ email: 'a@b.co', consent: false, optIn: false }))).toEqual([
      'Please accept the privacy policy and terms to continue.',
    ]);
    expect(popupStart(en).safeParse({ email: 'a@b.co', consent: true, optIn: false }).success).toBe(true);
    expect(
      messages(passwordLogin(catalogFor('fr-FR').account).safeParse({ email: 'nope', password: 'x' }))[0],
    ).not.toBe('Please enter a valid email address');
  });

  it('a website is empty or an http(s) address, said in the page’s language', () => {
    for (const website of ['', 'https://shop.example', ' http://shop.example/robots '])
      expect(websiteField(en).safeParse(website).success, website).toBe(true);
    for (const website of ['javascript:alert(1)', 'data:text/html,x', 'ftp://shop.example', 'shop.example'])
      expect(messages(websiteField(en).safeParse(website)), website).toEqual([en.errors.invalidUrl]);
    expect(messages(websiteField(catalogFor('de-DE').account).safeParse('javascript:alert(1)'))).toEqual([
      catalogFor('de-DE').account.errors.invalidUrl,
    ]);
  });
});
