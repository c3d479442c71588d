/**
 * A visitor's URL in a stored page (web/cache/stored-page.ts): a publish of a region's navigation expires every page
 * of the region, so the next request of each renders it again; that request carries a reset token, a sign-in's
 * return path and a campaign tag. No later plain request, HTML or RSC payload, may carry any of them.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Probe } from './scan';

const PAGES = ['/us/login/reset', '/us/login/verify', '/us/newsletter/confirm', '/us/login', '/us/account', '/us/faq'];

export const storedPageMarker: Probe = {
  n: 16,
  name: "visitor's query in a stored page",
  async run({ origin, webhookSecret }) {
    const body = JSON.stringify({ _type: 'navigation', region: 'us' });
    const published = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), webhookSecret),
      },
      body,
    });
    if (!published.ok) return { pass: false, seen: `the publish answered ${published.status}` };
    const marker = `scanmark${Date.now().toString(36)}`;
    for (const page of PAGES)
      await (await fetch(`${origin}${page}?token=${marker}&fromPath=%2F${marker}&utm_source=${marker}`)).text();
    const carrying: string[] = [];
    for (let round = 0; round < 2; round++)
      for (const page of PAGES)
        for (const [url, headers] of [
          [page, {}],
          [`${page}?_rsc=`, { rsc: '1' }],
        ] as const) {
          if ((await (await fetch(`${origin}${url}`, { headers })).text()).includes(marker)) carrying.push(url);
        }
    return {
      pass: carrying.length === 0,
      seen: carrying.length
        ? `later plain requests carry the marker: ${[...new Set(carrying)].join(', ')}`
        : `${PAGES.length} pages rendered for a marked request after a publish; no plain request carries the marker`,
    };
  },
};
