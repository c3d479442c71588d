import { mailTransport } from '@showcase/accounts/mail/mailer';
import { settingsFrom } from '@showcase/schemas/settings';
import { describe, expect, it } from 'vitest';
import { productionWarnings, reportProductionWarnings } from './startup-report';

const warningsOf = (env: Record<string, string>) => productionWarnings(settingsFrom(env));

describe('where mail goes', () => {
  it('SMTP when set; the outbox outside production or by name; otherwise nowhere', () => {
    const transport = (env: Record<string, string>) => mailTransport(settingsFrom(env));
    expect(transport({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', MAIL_OUTBOX: '1' })).toBe('smtp');
    expect(transport({ NODE_ENV: 'production', MAIL_OUTBOX: '1' })).toBe('outbox');
    expect(transport({ NODE_ENV: 'development' })).toBe('outbox');
    expect(transport({ NODE_ENV: 'production' })).toBe('none');
    expect(transport({ NODE_ENV: 'production', MAIL_OUTBOX: '0' })).toBe('none');
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
    expect(warningsOf(complete)).toEqual([]);
    expect(warningsOf({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('names each missing setting once, and the outbox when opted in', () => {
    const bare = warningsOf({ NODE_ENV: 'production' });
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
    const trial = warningsOf({ ...complete, SMTP_URL: '', MAIL_OUTBOX: '1' });
    expect(trial).toEqual([expect.stringMatching(/^MAIL_OUTBOX=1: .*Never use this in production/)]);
    // The stand-in chat widget likewise; a real widget configured beside it makes it moot.
    expect(warningsOf({ ...complete, CHAT_WIDGET_STANDIN: '1' })).toEqual([
      expect.stringMatching(/^CHAT_WIDGET_STANDIN=1: .*Never use this in production/),
    ]);
    expect(warningsOf({ ...complete, CHAT_WIDGET_STANDIN: '1', CHAT_WIDGET_SRC: 'https://chat.example/w.js' })).toEqual(
      [],
    );
    const lines: string[] = [];
    reportProductionWarnings(settingsFrom({ NODE_ENV: 'production' }), (line) => lines.push(line));
    expect(lines[0]).toMatch(/7 production setting\(s\) need attention/);
  });

  it('stops the start for a PREVIEW_SECRET shorter than 32 characters, rather than take it', () => {
    expect(() => warningsOf({ ...complete, PREVIEW_SECRET: 'x'.repeat(31) })).toThrow(
      /PREVIEW_SECRET="x{31}": expected a secret of at least 32 characters/,
    );
    expect(warningsOf({ ...complete, PREVIEW_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('names the origins links point at without SITE_ORIGIN and CN_ORIGIN: on the port the server runs on', () => {
    const warnings = warningsOf({ NODE_ENV: 'production', PORT: '3917' });
    expect(warnings.find((line) => line.startsWith('SITE_ORIGIN'))).toContain('point at http://localhost:3917.');
    expect(warnings.find((line) => line.startsWith('CN_ORIGIN'))).toContain('point at http://cn.localhost:3917.');
  });
});

describe('the Studio’s origin on a hosted project', () => {
  it('is asked for where editors would use Presentation, and nowhere else', () => {
    const hosted = { NODE_ENV: 'production', SANITY_PROJECT_ID: 'p1' };
    const studio = expect.stringMatching(/^STUDIO_ORIGIN is not set/);
    expect(warningsOf(hosted)).toContainEqual(studio);
    expect(() => warningsOf({ ...hosted, STUDIO_ORIGIN: 'javascript:alert(1)' })).toThrow(/STUDIO_ORIGIN=/);
    expect(warningsOf({ ...hosted, STUDIO_ORIGIN: 'https://roboshift.sanity.studio' })).not.toContainEqual(studio);
    expect(warningsOf({ NODE_ENV: 'production' })).not.toContainEqual(studio);
  });
});
