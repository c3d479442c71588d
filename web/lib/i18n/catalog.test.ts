import { type Locale, REGION_INFO } from '@showcase/schemas/regions';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { catalogFor, SOURCE_CATALOGS } from './catalog';
import { format, type Message } from './format';
import { loadCatalog } from './load-catalog';

const LOCALES = Object.keys(SOURCE_CATALOGS) as Locale[];

type Tree = { readonly [key: string]: unknown };
/** Every text of a catalog by its dotted key. */
const leaves = (tree: Tree, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
const texts = (locale: Locale) => new Map(leaves(SOURCE_CATALOGS[locale]) as [string, string][]);
const english = texts('en-US');

/** The arguments a compiled message uses, each with how (a plain value, a plural, …), read off icu-minify's form. */
function argumentsOf(message: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return found;
  for (const node of message) {
    if (!Array.isArray(node)) continue;
    const [name, type, options] = node as [string, unknown, unknown];
    if (node.length === 1) found.add(`${name}`);
    else if (type === 1 || type === 2 || type === 3) {
      found.add(`${name}:${type === 1 ? 'select' : 'plural'}`);
      for (const branch of Object.values(options as Record<string, unknown>)) argumentsOf([branch].flat(), found);
    } else if (typeof type === 'number' && type !== 0) found.add(`${name}:formatted`);
    else {
      found.add(`<${name}>`);
      argumentsOf(node.slice(1), found);
    }
  }
  return found;
}

/** The branches of each plural in a compiled message. */
function pluralBranches(message: unknown): string[][] {
  if (!Array.isArray(message)) return [];
  return message.flatMap((node) =>
    Array.isArray(node) && node[1] === 2
      ? [Object.keys(node[2] as object).sort(), ...Object.values(node[2] as object).flatMap(pluralBranches)]
      : [],
  );
}

describe('the interface catalogs', () => {
  it('has a catalog for the locale of every region', () => {
    expect(LOCALES.sort()).toEqual(['de-DE', 'en-EU', 'en-GB', 'en-US', 'fr-FR', 'ja-JP', 'ko-KR', 'zh-CN']);
    for (const info of Object.values(REGION_INFO)) expect(SOURCE_CATALOGS[info.locale], info.code).toBeDefined();
  });

  it('gives every locale exactly the English keys, each a text, none empty', () => {
    const keys = [...english.keys()].sort();
    for (const locale of LOCALES) {
      expect([...texts(locale).keys()].sort(), locale).toEqual(keys);
      for (const [key, text] of texts(locale)) {
        expect(typeof text, `${locale} ${key}`).toBe('string');
        // The consent sentence may start or end with its link.
        if (!/\.consent(Before|After)$/.test(key)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('compiles every message of every locale, with the English arguments used the English way', () => {
    for (const locale of LOCALES)
      for (const [key, text] of texts(locale)) {
        expect([...argumentsOf(compile(text))].sort(), `${locale} ${key}`).toEqual(
          [...argumentsOf(compile(english.get(key) ?? ''))].sort(),
        );
      }
  });

  it('leaves a text without arguments as written, which is what its `string` type promises', () => {
    // No escapes either: the last-resort error page shows site texts straight from the source catalog.
    for (const locale of LOCALES)
      for (const [key, text] of texts(locale))
        if (!english.get(key)?.includes('{')) expect(compile(text), `${locale} ${key}`).toBe(text);
  });

  it('counts with one and other in English, French and German, with other alone in Korean, Japanese and Chinese', () => {
    const counted = [...english].filter(([, text]) => text.includes(', plural,')).map(([key]) => key);
    expect(counted.length).toBeGreaterThanOrEqual(8);
    for (const locale of LOCALES)
      for (const key of counted) {
        const branches = pluralBranches(compile(texts(locale).get(key) ?? ''));
        expect(branches.length, `${locale} ${key}`).toBeGreaterThan(0);
        for (const names of branches)
          expect(names, `${locale} ${key}`).toEqual(/^(en|fr|de)/.test(locale) ? ['one', 'other'] : ['other']);
      }
  });

  it('hands out plain objects and arrays only, which React passes to client components', () => {
    const walk = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(value));
      for (const inner of Object.values(value)) walk(inner);
    };
    for (const locale of LOCALES) walk(catalogFor(locale));
  });

  it('compiles a catalog once per process, one for the three English regions', () => {
    expect(catalogFor('en-GB')).toBe(catalogFor('en-US'));
    expect(catalogFor('fr-FR')).toBe(catalogFor('fr-FR'));
    expect(catalogFor('fr-FR')).not.toBe(catalogFor('de-DE'));
  });

  it('loads one locale at a time for the browser, the same catalog the server compiles', async () => {
    for (const locale of LOCALES) expect(await loadCatalog(locale), locale).toBe(SOURCE_CATALOGS[locale]);
  });

  it('types a text with arguments as a Message, which only format turns into a string', () => {
    const { account } = catalogFor('en-US');
    const title: string = account.login.title;
    // @ts-expect-error a count needs format before it can be shown
    const credits: string = account.account.creditsBalance;
    const message: Message = credits;
    expect(title).toBe('Log In');
    expect(format('en-US', message, { n: 3 })).toBe('3 credits');
  });
});

describe('formatting', () => {
  const en = catalogFor('en-US');

  it('counts in English: one credit, two credits; one second, sixty seconds', () => {
    expect(format('en-US', en.account.account.creditsBalance, { n: 1 })).toBe('1 credit');
    expect(format('en-US', en.account.account.creditsBalance, { n: 2 })).toBe('2 credits');
    expect(format('en-US', en.account.account.creditsBalance, { n: 0 })).toBe('0 credits');
    expect(format('en-GB', en.service.codes.tooManyAttempts, { n: 1 })).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(format('en-US', en.service.codes.tooManyAttempts, { n: 60 })).toBe(
      'Too many attempts. Please try again in 60 seconds.',
    );
    expect(format('en-US', en.support.errors.tooShort, { min: 1 })).toBe('Please enter at least 1 character');
    expect(format('en-US', en.service.mail.loginCodeBody, { code: '123456', minutes: 10 })).toBe(
      'Your login code is 123456. It expires in 10 minutes.',
    );
  });

  it('counts in French and German by their own rules', () => {
    const fr = catalogFor('fr-FR');
    const de = catalogFor('de-DE');
    expect(format('fr-FR', fr.account.account.creditsBalance, { n: 1 })).toBe('1 crédit');
    expect(format('fr-FR', fr.account.account.creditsBalance, { n: 2 })).toBe('2 crédits');
    expect(format('fr-FR', fr.service.codes.tooManyAttempts, { n: 1 })).toBe(
      'Trop de tentatives. Veuillez réessayer dans 1 seconde.',
    );
    expect(format('fr-FR', fr.service.mail.resetBody, { minutes: 1, link: 'L' })).toBe(
      'Ouvrez ce lien dans la minute pour choisir un nouveau mot de passe : L',
    );
    expect(format('fr-FR', fr.service.mail.resetBody, { minutes: 30, link: 'L' })).toBe(
      'Ouvrez ce lien dans les 30 minutes pour choisir un nouveau mot de passe : L',
    );
    expect(format('de-DE', de.account.account.creditsBalance, { n: 1 })).toBe('1 Bonuspunkt');
    expect(format('de-DE', de.account.account.creditsBalance, { n: 2 })).toBe('2 Bonuspunkte');
    expect(format('de-DE', de.service.codes.tooManyAttempts, { n: 1 })).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 1 Sekunde erneut.',
    );
    expect(format('de-DE', de.support.errors.tooLong, { max: 120 })).toBe('Bitte verwenden Sie höchstens 120 Zeichen');
  });

  it('writes a count the locale’s way, and one count for Korean, Japanese and Chinese', () => {
    expect(format('de-DE', catalogFor('de-DE').support.errors.tooLong, { max: 2000 })).toBe(
      'Bitte verwenden Sie höchstens 2.000 Zeichen',
    );
    expect(format('ko-KR', catalogFor('ko-KR').service.codes.tooManyAttempts, { n: 1 })).toBe(
      '시도 횟수가 너무 많습니다. 1초 후에 다시 시도해 주세요.',
    );
    expect(format('zh-CN', catalogFor('zh-CN').account.account.creditsBalance, { n: 200 })).toBe('200 积分');
  });

  it('fills plain arguments and, in development, refuses to leave one out', () => {
    expect(format('en-US', en.account.login.codeSent, { email: 'a@example.com' })).toBe(
      'We sent a 6-digit code to a@example.com.',
    );
    expect(format('en-US', en.account.login.title)).toBe('Log In');
    expect(() => format('en-US', en.account.login.codeSent)).toThrow(/email/);
  });

  it('keeps the spec’s English wording', () => {
    const { codes } = en.service;
    expect(codes.tooManyRequests).toBe('Too many requests. Please wait a moment.');
    expect(codes.emailInUse).toBe('This email is already in use. Log In.');
    expect(codes.serverError).toBe('Server error, please try again later');
    expect(codes.tokenExpired).toBe('Login expired, please log in again.');
    expect(en.account.errors.passwordRule).toBe(
      'Your password must be at least 8 characters and include both letters and numbers.',
    );
    expect(en.support.errors.email).toBe('Please enter a valid email address');
    expect(en.account.verify.failedTitle).toBe('Verification Unsuccessful');
    expect(catalogFor('fr-FR').service.codes.wrongCredentials).not.toBe(codes.wrongCredentials);
  });
});
