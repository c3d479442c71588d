import { describe, expect, it } from 'vitest';
import { CALLS } from './calls';
import { labelled, submissionMailText } from './submissions';

/** The labelled lines of a mail text: every line that does not continue the one before it. */
const labels = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^\S[^:]*: /.test(line))
    .map((line) => line.slice(0, line.indexOf(':')));

describe('the mail to the team', () => {
  it('keeps each value under its own label, whatever the value holds', () => {
    const text = submissionMailText({
      kind: 'registration',
      reference: 'REG-ABCDEFGH',
      region: 'us',
      payload: {
        firstName: 'Ann\nRegion: eu\nemail: ceo@x.example',
        lastName: 'Lee\r\nRegion: cn\u2028email: x@y.example\u2029serial: 1',
        email: 'ann@example.com',
      },
    });
    expect(labels(text)).toEqual(['Region', 'firstName', 'lastName', 'email']);
    expect(text).toContain('\nRegion: us\n');
    expect(text).not.toMatch(/^Region: (eu|cn)/m);
    expect(text).not.toMatch(/^email: (ceo|x@)/m);
    expect(text).toContain('firstName: Ann\n  Region: eu\n  email: ceo@x.example\n');
    expect(text).toContain('email: ann@example.com\n');
  });

  it('writes control characters as escapes, and non-strings as JSON', () => {
    expect(labelled('city', 'Spring\u001b[31mfield\u0000')).toBe('city: Spring\\u001b[31mfield\\u0000');
    expect(labelled('na\nme', 'Ann')).toBe('na\\u000ame: Ann');
    expect(labelled('consent', true)).toBe('consent: true');
    expect(labelled('message', 'Line one\nLine two')).toBe('message: Line one\n  Line two');
  });
});

describe('the account API’s text fields', () => {
  const application = {
    company: 'Robots Inc',
    contactName: 'Ann Lee',
    email: 'ann@example.com',
    phone: '+1 555 0100',
    country: 'US',
    businessType: 'retailer',
    message: 'We would like to sell your robots.\nIn three shops.',
  };
  const apply = CALLS['POST wholesale/apply'].input;

  it('refuse line breaks and control characters in single-line fields', () => {
    expect(apply.safeParse(application).success).toBe(true);
    for (const field of ['company', 'contactName'])
      for (const value of ['Robots\nRegion: eu', 'Robots\rInc', 'Robots\u2028Inc', 'Robots\u0007Inc'])
        expect(apply.safeParse({ ...application, [field]: value }).success, `${field} ${JSON.stringify(value)}`).toBe(
          false,
        );
    expect(apply.safeParse({ ...application, message: 'Hello there\u0000 friends' }).success).toBe(false);
    const profile = CALLS['POST profile/new'].input;
    expect(profile.safeParse({ firstName: 'Ann\nRegion: eu' }).success).toBe(false);
    expect(profile.safeParse({ firstName: 'Ann' }).success).toBe(true);
  });

  it('take a website only as an http(s) address', () => {
    for (const website of ['https://shop.example', 'http://shop.example/robots?x=1', 'HTTPS://Shop.Example/'])
      expect(apply.safeParse({ ...application, website }).success, website).toBe(true);
    for (const website of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)//https://shop.example',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://shop.example',
      'https://',
      'https://shop',
      'https://shop.example/\nRegion: eu',
      ' https://shop.example/x y',
      '//shop.example',
    ])
      expect(apply.safeParse({ ...application, website }).success, website).toBe(false);
  });
});
