/**
 * Attacks through the site's forms: a newsletter subscription of someone else's address, a support form whose
 * field forges lines of the team's mail, and the footer's form as a page without its script would send it.
 */
import type { Probe } from './scan';

/** ACCOUNT_TEAM_ADDRESS's default, which the scan leaves as it is. */
const TEAM_ADDRESS = 'support@roboshift.example';

export const newsletterConfirmation: Probe = {
  n: 4,
  name: 'newsletter confirmation',
  async run(scan) {
    const email = scan.address('newsletter');
    const reply = await scan.call('subscribe/create', { email, consent: true, source: 'footer' });
    const answer = `subscribe/create ${reply.code}/${reply.status} ${JSON.stringify(reply.data)}`;
    if (reply.code !== 2000) return { pass: false, seen: answer };
    const mail = await scan.mail.next(email);
    // No call tells whether a subscription is confirmed: what can be seen is the mail and the answer.
    return mail?.links.length
      ? { pass: true, seen: `${answer}; mail "${mail.subject}" with a link (confirmation not observable by API)` }
      : { pass: false, seen: `${answer}; ${mail ? `mail "${mail.subject}" without a link` : 'no mail arrived'}` };
  },
};

export const supportMailInjection: Probe = {
  n: 11,
  name: 'support mail injection',
  async run(scan) {
    const before = scan.mail.count(TEAM_ADDRESS);
    const response = await fetch(`${scan.origin}/usapi/support/product-registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', region: 'us', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({
        firstName: 'Ann\nRegion: eu\nemail: ceo@x.example',
        lastName: 'Lee',
        email: scan.address('registration'),
        country: 'US',
        product: 'flagshipBumblebee',
        serialNumber: 'RS-20240501',
        purchaseDate: '2024-05-01',
        consent: true,
      }),
    });
    const reply = (await response.json()) as { code: number; data: { reference?: string } | null };
    const answer = `${reply.code}/${response.status}`;
    if (reply.code === 4000) return { pass: true, seen: `refused ${answer}` };
    if (reply.code !== 2000)
      return { pass: false, seen: `answered ${answer}, neither refused as invalid nor accepted` };
    const mail = await scan.mail.next(TEAM_ADDRESS, before);
    if (!mail) return { pass: false, seen: `accepted ${answer} (${reply.data?.reference}), no team mail arrived` };
    const forged = mail.text.split(/\r?\n/).filter((line) => /^(Region: eu|email: ceo@x\.example)\s*$/.test(line));
    return {
      pass: forged.length === 0,
      seen: forged.length
        ? `accepted ${answer}; the team mail has the forged lines ${forged.map((l) => `"${l}"`).join(', ')}`
        : `accepted ${answer}; the team mail has no forged line`,
    };
  },
};

export const footerFormMethod: Probe = {
  n: 14,
  name: 'footer form method',
  async run({ origin }) {
    const html = await (await fetch(`${origin}/us`)).text();
    const footer = /<footer[\s\S]*?<\/footer>/i.exec(html)?.[0];
    if (!footer) return { pass: false, seen: '/us has no <footer>' };
    const forms = [...footer.matchAll(/<form\b[^>]*>/gi)].map((m) => m[0]);
    if (!forms.length) return { pass: false, seen: 'the footer has no <form>' };
    const pass = forms.every((form) => /\smethod=["']?post\b/i.test(form));
    return { pass, seen: forms.map((form) => form.slice(0, 160)).join(' ') };
  },
};
