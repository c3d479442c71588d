/**
 * Attacks on Sanity's publish webhook (/api/revalidate, lib/publishing/webhook.ts) and what a publish must do:
 * a captured, correctly signed delivery sent again, and a signed publish of the FAQ reaching /us/faq past both
 * caches (the front cache's `x-front-cache: HIT`, Next's `x-nextjs-cache: HIT`).
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Probe } from './scan';

/** What the webhook's projection sends when a US FAQ entry is published. */
const FAQ_PUBLISH = { _type: 'faqEntry', region: 'us' };

async function deliver(origin: string, body: string, signature: string) {
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
    body,
  });
  const reply = (await response.json()) as { code: number };
  return `${reply.code}/${response.status}`;
}

export const webhookReplay: Probe = {
  n: 8,
  name: 'webhook replay',
  async run({ origin, webhookSecret }) {
    const body = JSON.stringify(FAQ_PUBLISH);
    const signature = await encodeSignatureHeader(body, Date.now(), webhookSecret);
    const first = await deliver(origin, body, signature);
    const second = await deliver(origin, body, signature);
    return {
      pass: first.startsWith('2000/') && !second.startsWith('2000/'),
      seen: `the signed delivery ${first}, the same delivery again ${second}`,
    };
  },
};

const cacheState = (response: Response) =>
  `${response.status} front ${response.headers.get('x-front-cache') ?? '-'} next ${response.headers.get('x-nextjs-cache') ?? '-'}`;
const fromCache = (response: Response) =>
  response.headers.get('x-front-cache') === 'HIT' || response.headers.get('x-nextjs-cache') === 'HIT';

export const publishReachesPage: Probe = {
  n: 9,
  name: 'embedded publish reaches the page',
  async run({ origin, webhookSecret }) {
    const page = async () => {
      const response = await fetch(`${origin}/us/faq`);
      await response.arrayBuffer();
      return response;
    };
    await page();
    const cached = await page();
    const body = JSON.stringify(FAQ_PUBLISH);
    const published = await deliver(origin, body, await encodeSignatureHeader(body, Date.now(), webhookSecret));
    const after = await page();
    const seen = `/us/faq before ${cacheState(cached)}; publish ${published}; after ${cacheState(after)}`;
    if (!fromCache(cached)) return { pass: false, seen: `${seen}: not cached before the publish, nothing to tell` };
    return { pass: published.startsWith('2000/') && !fromCache(after), seen };
  },
};
