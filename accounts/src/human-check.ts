/**
 * Human verification: a reCAPTCHA v3 token (action "submit", score at least the configured minimum) when
 * RECAPTCHA_SECRET is set; without it every check passes and the server says once that it is off.
 */

import type { AccountContext } from './context';
import { AccountError } from './errors';

let warned = false;

interface SiteVerify {
  success?: boolean;
  score?: number;
  action?: string;
}

export async function checkHuman(
  { config, telemetry: { log } }: Pick<AccountContext, 'config' | 'telemetry'>,
  token: string | undefined,
  ip: string | null,
) {
  const { secret, minScore, verifyUrl, timeoutMs } = config.recaptcha;
  if (!secret) {
    if (!warned) log.warn('accounts: RECAPTCHA_SECRET is not set; human verification is off.');
    warned = true;
    return;
  }
  if (!token) throw new AccountError('humanCheckFailed');
  const form = new URLSearchParams({ secret, response: token });
  if (ip) form.set('remoteip', ip);
  let verdict: SiteVerify;
  try {
    const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
    verdict = (await response.json()) as SiteVerify;
  } catch (error) {
    log.error('accounts: reCAPTCHA did not answer', error);
    throw new AccountError('humanCheckFailed');
  }
  if (!verdict.success || verdict.action !== 'submit' || (verdict.score ?? 0) < minScore)
    throw new AccountError('humanCheckFailed');
}
