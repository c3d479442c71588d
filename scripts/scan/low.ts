/**
 * The outside review's low-severity findings, each tried again: the preview bar's form sent back to the
 * Referer's `//host`, the wholesale form's `javascript:` website and missing per-address limit, a page path with
 * an encoded control character served as the page, and an access token with `=` padding accepted.
 */
import { onTheWire } from '../../tests/support/wire';
import { type Probe, type Scan, said, someClient } from './scan';

/** Next's draft-mode cookie, which the preview bar's route asks for. */
const DRAFT_COOKIE = '__prerender_bypass';

/** Opens a preview as the operator does (PREVIEW_SECRET) and answers its cookies as a Cookie header, or null. */
async function previewCookies({ origin, previewSecret }: Scan, client: string): Promise<string | null> {
  const query = new URLSearchParams({ secret: previewSecret, at: new Date().toISOString(), region: 'us', path: '/' });
  const opened = await fetch(`${origin}/api/preview?${query}`, {
    headers: { 'x-forwarded-for': client },
    redirect: 'manual',
  });
  const cookies = opened.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  return cookies.some((cookie) => cookie.startsWith(`${DRAFT_COOKIE}=`)) ? cookies.join('; ') : null;
}

export const previewReturnOffSite: Probe = {
  n: 23,
  name: 'preview bar return off the site',
  async run(scan) {
    const { origin } = scan;
    const client = someClient();
    const cookie = await previewCookies(scan, client);
    if (!cookie) return { pass: false, seen: 'GET /api/preview opened no draft mode: nothing to tell' };
    const at = '2025-10-30T09:00:00';
    // The Referer of a page whose address starts `//`, as a browser sends it; then the same through the path field.
    const cases: { from: string; fields: Record<string, string> }[] = [
      { from: `${origin}//evil.example/x`, fields: { region: 'us', at } },
      { from: `${origin}//evil.example/x`, fields: { region: 'us', path: 'faq', at } },
      { from: `${origin}/\\evil.example/x`, fields: { region: 'us', at } },
      { from: `${origin}/us/faq`, fields: { region: 'us', path: '//evil.example/x', at } },
      { from: `${origin}/us/faq`, fields: { region: 'us', path: '/\\evil.example/x', at } },
    ];
    const seen: string[] = [];
    let pass = true;
    for (const { from, fields } of cases) {
      const answer = await fetch(`${origin}/api/preview/at`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': client,
          origin,
          referer: from,
          cookie,
        },
        body: new URLSearchParams(fields).toString(),
      });
      const location = answer.headers.get('location');
      // Resolved as the browser resolves it: `//evil.example/x` and `/\evil.example` are another origin.
      const offSite = location !== null && new URL(location, origin).origin !== origin;
      // A refusal (403) would say nothing about where the form goes back to.
      if (offSite || answer.status !== 303) pass = false;
      seen.push(`Referer ${from} path ${JSON.stringify(fields.path ?? null)} → ${answer.status} ${location ?? '-'}`);
    }
    return { pass, seen: seen.join('; ') };
  },
};

const application = (email: string, website?: string) => ({
  company: 'Robot Shop LLC',
  contactName: 'Sam Seller',
  email,
  phone: '+1 555 0199',
  country: 'US',
  businessType: 'retailer',
  message: 'We run three toy stores in Ohio.',
  ...(website === undefined ? {} : { website }),
});

export const wholesaleWebsiteAndRepeat: Probe = {
  n: 24,
  name: 'wholesale website scheme and repeat',
  async run(scan) {
    const scripted = await scan.call(
      'wholesale/apply',
      application(scan.address('wholesale-js'), 'javascript:alert(1)'),
    );
    // Two applications of one address at once, from two clients: the scan's resend interval is one second
    // (ACCOUNT_RESEND_SECONDS=1), so sent together they are well within it, and only one may pass.
    const email = scan.address('wholesale-twice');
    const twice = await Promise.all([
      scan.call('wholesale/apply', application(email, 'https://shop.example')),
      scan.call('wholesale/apply', application(email, 'https://shop.example')),
    ]);
    const codes = twice.map((reply) => reply.code).sort((a, b) => a - b);
    const pass = scripted.code === 4000 && codes[0] === 2000 && codes[1] === 4290;
    return {
      pass,
      seen: `website javascript:alert(1) → ${said(scripted)}; the same address twice at once → ${twice.map(said).join(', ')}`,
    };
  },
};

export const pagePathControlCharacters: Probe = {
  n: 25,
  name: 'page path with a control character',
  async run({ origin }) {
    const page = '/us/flagship-bumblebee';
    // The page itself first: were it not a 200, the others' answers would tell nothing.
    const plain = (await onTheWire(origin, page)).status;
    const seen = [`${page} → ${plain}`];
    let pass = plain === 200;
    for (const tail of ['%0a', '%0A', '%09', '%0d', '%0d%0a', '%20']) {
      const { status } = await onTheWire(origin, `${page}${tail}`);
      if (status === 200 || status >= 500) pass = false;
      seen.push(`${page}${tail} → ${status}`);
    }
    return { pass, seen: seen.join('; ') };
  },
};

export const paddedAccessToken: Probe = {
  n: 26,
  name: 'access token with padding',
  async run(scan) {
    const email = scan.address('padded-token');
    const registered = await scan.call('register/pwd', { email, password: 'Padded-Robots-4711' });
    const apptoken = (registered.data as { apptoken?: string } | null)?.apptoken;
    if (registered.code !== 2000 || !apptoken)
      return { pass: false, seen: `register/pwd answered ${said(registered)}: no token to pad` };
    const [header, payload] = apptoken.split('.');
    const profile = (token: string) => scan.call('profile/new', undefined, { apptoken: token });
    const own = await profile(apptoken);
    const forged = await profile(`${header}.${payload}.${'A'.repeat(43)}`);
    const padded = await profile(`${apptoken}=`);
    const twice = await profile(`${apptoken}==`);
    const refusedAsForged = (reply: typeof padded) =>
      reply.code === 4003 && reply.code === forged.code && reply.status === forged.status && reply.msg === forged.msg;
    return {
      pass: own.code === 2000 && refusedAsForged(padded) && refusedAsForged(twice),
      seen: `own token ${said(own)}; '=' appended ${said(padded)}; '==' appended ${said(twice)}; a forged signature ${said(forged)} "${forged.msg}"`,
    };
  },
};
