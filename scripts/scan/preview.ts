/**
 * Guessing the operator's PREVIEW_SECRET (/api/preview, lib/preview/access.ts): one client trying wrong secrets
 * as fast as the server answers must be slowed down (the wrapper's tooManyRequests, 4291) long before it could
 * matter.
 */
import { type Probe, someClient } from './scan';

const GUESSES = 200;

export const previewSecretGuessing: Probe = {
  n: 3,
  name: 'preview secret guessing',
  async run({ origin }) {
    const client = someClient();
    const answers: Record<string, number> = {};
    for (let i = 1; i <= GUESSES; i++) {
      const query = new URLSearchParams({
        secret: `wrong-guess-${i}-${'x'.repeat(32)}`,
        at: new Date().toISOString(),
        region: 'us',
        path: '/',
      });
      const response = await fetch(`${origin}/api/preview?${query}`, {
        headers: { 'x-forwarded-for': client },
        redirect: 'manual',
      });
      const reply = (await response.json().catch(() => null)) as { code?: number } | null;
      const key = `${reply?.code ?? '-'}/${response.status}`;
      answers[key] = (answers[key] ?? 0) + 1;
      if (response.status === 429)
        return { pass: reply?.code === 4291, seen: `guess ${i} answered ${key} (before it: ${summary(answers)})` };
    }
    return { pass: false, seen: `${GUESSES} wrong secrets, no 429: ${summary(answers)}` };
  },
};

const summary = (answers: Record<string, number>) =>
  Object.entries(answers)
    .map(([key, n]) => `${n}× ${key}`)
    .join(', ');
