import { settingsFrom } from '@showcase/schemas/settings';
import { describe, expect, it } from 'vitest';
import { accountConfig } from './config';

const env = (extra: Record<string, string>) => settingsFrom({ ACCOUNT_TOKEN_SECRET: 'ab'.repeat(32), ...extra });

describe('account settings', () => {
  it("waits SPEC's 60 s between two e-mails to one address unless the operator says otherwise", () => {
    expect(accountConfig(env({})).resendSeconds).toBe(60);
    expect(accountConfig(env({ ACCOUNT_RESEND_SECONDS: '20' })).resendSeconds).toBe(20);
    // Never none at all, and nonsense stops the start, naming the variable.
    expect(() => env({ ACCOUNT_RESEND_SECONDS: '0' })).toThrow(
      /ACCOUNT_RESEND_SECONDS="0": expected a whole number from 1/,
    );
    expect(() => env({ ACCOUNT_RESEND_SECONDS: 'soon' })).toThrow(/ACCOUNT_RESEND_SECONDS="soon"/);
  });

  it('refuses a session key shorter than 32 bytes at start, in hex or base64', () => {
    expect(() => env({ ACCOUNT_TOKEN_SECRET: 'ab'.repeat(31) })).toThrow(/ACCOUNT_TOKEN_SECRET=.*at least 32 bytes/);
    expect(() => env({ ACCOUNT_TOKEN_SECRET: 'Q'.repeat(40) })).toThrow(/ACCOUNT_TOKEN_SECRET/);
    expect(accountConfig(env({ ACCOUNT_TOKEN_SECRET: 'Q'.repeat(44) })).secret).toHaveLength(33);
  });
});
