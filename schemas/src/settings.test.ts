import { describe, expect, it } from 'vitest';
import { SETTINGS, SettingsError, settingsFrom } from './settings';

describe('settings', () => {
  it('fill in every default, and read an empty value as unset', () => {
    const none = settingsFrom({});
    expect(Object.keys(none).sort()).toEqual(Object.keys(SETTINGS).sort());
    expect(none).toMatchObject({ PORT: 3000, CN_HOST: 'cn.localhost', MAIL_OUTBOX: false, PRECONNECT_ORIGINS: [] });
    expect(none.SITE_ORIGIN).toBeUndefined();
    expect(settingsFrom({ PORT: '', SITE_ORIGIN: ' ' })).toEqual(none);
  });

  it('read each kind into its type', () => {
    const read = settingsFrom({
      PORT: '3917',
      CN_HOST: 'CN.Example.com',
      MAIL_OUTBOX: '1',
      RECAPTCHA_MIN_SCORE: '0.7',
      LOG_LEVEL: 'warn',
      SITE_ORIGIN: 'https://www.example.com/',
      CSP_EXTRA_ORIGINS: 'https://a.example, https://b.example,https://a.example',
    });
    expect(read).toMatchObject({
      PORT: 3917,
      CN_HOST: 'cn.example.com',
      MAIL_OUTBOX: true,
      RECAPTCHA_MIN_SCORE: 0.7,
      LOG_LEVEL: 'warn',
      SITE_ORIGIN: 'https://www.example.com',
      CSP_EXTRA_ORIGINS: ['https://a.example', 'https://b.example'],
    });
  });

  it('refuse what they do not accept, every variable at once, each named with what it accepts', () => {
    const refused = {
      PORT: '70000',
      SITE_ORIGIN: 'https://www.example.com/shop',
      MAIL_OUTBOX: 'yes',
      LOG_LEVEL: 'loud',
      ISR_CACHE_REDIS_URL: 'localhost:6379',
      PREVIEW_SECRET: 'short',
      TRUSTED_PROXY_HOPS: '-1',
    };
    let error: unknown;
    try {
      settingsFrom(refused);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const problems = (error as SettingsError).problems;
    expect(problems.map((line) => line.split('=')[0]).sort()).toEqual(Object.keys(refused).sort());
    expect(problems).toContain('PORT="70000": expected a whole number from 1 to 65535');
    expect(problems).toContain('LOG_LEVEL="loud": expected debug, info, warn, error');
    expect(problems).toContain('ISR_CACHE_REDIS_URL="localhost:6379": expected an absolute redis: or rediss: URL');
    expect((error as Error).message).toMatch(/^settings: values are not accepted\n {2}PORT=/);
  });

  it('never echo more than the start of a long value', () => {
    expect(() => settingsFrom({ LOG_LEVEL: 'x'.repeat(500) })).toThrow(/LOG_LEVEL="x{80}": expected/);
  });
});
