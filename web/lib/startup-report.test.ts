import { mailTransport } from '@showcase/accounts/mail/mailer';
import { describe, expect, it } from 'vitest';
import { productionWarnings, reportProductionWarnings } from './startup-report';

describe('where mail goes', () => {
  it('SMTP when set; the outbox outside production or by name; otherwise nowhere', () => {
    expect(mailTransport({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', MAIL_OUTBOX: '1' })).toBe('smtp');
    expect(mailTransport({ NODE_ENV: 'production', MAIL_OUTBOX: '1' })).toBe('outbox');
    expect(mailTransport({ NODE_ENV: 'development' })).toBe('outbox');
    expect(mailTransport({ NODE_ENV: 'production' })).toBe('none');
    expect(mailTransport({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' })).toBe('none');
  });
});

describe('the start-up report', () => {
  const complete = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example:587',
    SITE_ORIGIN: 'https://www.example.com',
    CN_ORIGIN: 'https://cn.example.com',
    ACCOUNT_TOKEN_SECRET: 'a'.repeat(64),
    SANITY_REVALIDATE_SECRET: 's',
    RECAPTCHA_SECRET: 'r',
    TRUSTED_PROXY_HOPS: '1',
  };

  it('says nothing for a complete production setup or outside production', () => {
    expect(productionWarnings(complete)).toEqual([]);
    expect(productionWarnings({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('names each missing setting once, and the outbox when opted in', () => {
    const bare = productionWarnings({ NODE_ENV: 'production' });
    for (const name of [
      'SMTP_URL',
      'SITE_ORIGIN',
      'CN_ORIGIN',
      'ACCOUNT_TOKEN_SECRET',
      'SANITY_REVALIDATE_SECRET',
      'RECAPTCHA_SECRET',
      'TRUSTED_PROXY_HOPS',
    ])
      expect(
        bare.filter((line) => line.startsWith(name)),
        name,
      ).toHaveLength(1);
    const trial = productionWarnings({ ...complete, SMTP_URL: '', MAIL_OUTBOX: '1' });
    expect(trial).toEqual([expect.stringMatching(/^MAIL_OUTBOX=1: .*Never use this in production/)]);
    // The stand-in chat widget likewise; a real widget configured beside it makes it moot.
    expect(productionWarnings({ ...complete, CHAT_WIDGET_STANDIN: '1' })).toEqual([
      expect.stringMatching(/^CHAT_WIDGET_STANDIN=1: .*Never use this in production/),
    ]);
    expect(
      productionWarnings({ ...complete, CHAT_WIDGET_STANDIN: '1', CHAT_WIDGET_SRC: 'https://chat.example/w.js' }),
    ).toEqual([]);
    const lines: string[] = [];
    reportProductionWarnings({ NODE_ENV: 'production' }, (line) => lines.push(line));
    expect(lines[0]).toMatch(/7 production setting\(s\) need attention/);
  });

  it('refuses a PREVIEW_SECRET shorter than 32 characters, loudly, in production and outside it', () => {
    const short = /^PREVIEW_SECRET is shorter than 32 characters and is refused/;
    expect(productionWarnings({ ...complete, PREVIEW_SECRET: 'x'.repeat(31) })).toEqual([expect.stringMatching(short)]);
    expect(productionWarnings({ NODE_ENV: 'development', PREVIEW_SECRET: 'secret' })).toEqual([
      expect.stringMatching(short),
    ]);
    expect(productionWarnings({ ...complete, PREVIEW_SECRET: 'x'.repeat(32) })).toEqual([]);
    const lines: string[] = [];
    reportProductionWarnings({ ...complete, PREVIEW_SECRET: 'short' }, (line) => lines.push(line));
    expect(lines.some((line) => line.startsWith('!!') && line.includes('PREVIEW_SECRET'))).toBe(true);
  });

  it('names the origins links point at without SITE_ORIGIN and CN_ORIGIN: on the port the server runs on', () => {
    const warnings = productionWarnings({ NODE_ENV: 'production', PORT: '3917' });
    expect(warnings.find((line) => line.startsWith('SITE_ORIGIN'))).toContain('point at http://localhost:3917.');
    expect(warnings.find((line) => line.startsWith('CN_ORIGIN'))).toContain('point at http://cn.localhost:3917.');
  });
});

describe('the Studio’s origin on a hosted project', () => {
  it('is asked for where editors would use Presentation, and nowhere else', () => {
    const hosted = { NODE_ENV: 'production', SANITY_PROJECT_ID: 'p1' };
    const studio = expect.stringMatching(/^STUDIO_ORIGIN is not set/);
    expect(productionWarnings(hosted)).toContainEqual(studio);
    expect(productionWarnings({ ...hosted, STUDIO_ORIGIN: 'javascript:alert(1)' })).toContainEqual(studio);
    expect(productionWarnings({ ...hosted, STUDIO_ORIGIN: 'https://roboshift.sanity.studio' })).not.toContainEqual(
      studio,
    );
    expect(productionWarnings({ NODE_ENV: 'production' })).not.toContainEqual(studio);
  });
});
