import { describe, expect, it } from 'vitest';
import { accountConfig } from './config';

const env = (extra: Record<string, string>) => ({ ACCOUNT_TOKEN_SECRET: 'ab'.repeat(32), ...extra });

describe('account settings', () => {
  it("waits SPEC's 60 s between two e-mails to one address unless the operator says otherwise", () => {
    expect(accountConfig(env({})).resendSeconds).toBe(60);
    expect(accountConfig(env({ ACCOUNT_RESEND_SECONDS: '20' })).resendSeconds).toBe(20);
    // Never none at all, and nonsense is the default.
    expect(accountConfig(env({ ACCOUNT_RESEND_SECONDS: '0' })).resendSeconds).toBe(1);
    expect(accountConfig(env({ ACCOUNT_RESEND_SECONDS: 'soon' })).resendSeconds).toBe(60);
  });
});
