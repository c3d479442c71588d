/**
 * Attacks on what an account carries over (docs/ACCOUNTS.md, "Who owns an address" and the security rules): what
 * someone who registered another's address planted in it, and whether two tabs refreshing at once lose the session.
 */
import type { AccountReply } from '../../tests/support/account-api';
import type { Mail } from './mail';
import { linkToken, type Probe, type Scan, said, sleep, type Tokens } from './scan';

const ATTACKER_PASSWORD = 'Mallory-Tr4nsforms-91';
const OWNER_PASSWORD = 'Owner-Bumblebee-4477';

/** What the attacker fills in before the owner proves the address: none of it may be there after. */
const PLANTED = {
  firstName: 'Mallory',
  lastName: 'Planted',
  birthday: '1980-01-01',
  phone: '+1 555 0199',
  country: 'CA',
  newsletter: true,
  shippingAddress: { line1: '9 Drop Lane', city: 'Elsewhere', postalCode: '00001', country: 'CA' },
};

/** The popup's credits (SPEC §9). */
const POPUP_CREDITS = 200;

/** The server's grace for a refresh token spent a moment ago (`refreshReuseSeconds`, 10 s), and a second more. */
const PAST_REFRESH_GRACE_MS = 11_000;

/** Sends a mail of the API (`mail/send`), waiting out the resend countdown (1 s for the scan); answers its mail. */
async function mailed(scan: Scan, email: string, purpose: string): Promise<{ reply: AccountReply; mail: Mail | null }> {
  const before = scan.mail.count(email);
  let reply = await scan.call('mail/send', { email, purpose });
  for (let i = 0; reply.code === 4290 && i < 5; i++) {
    await sleep(1_100);
    reply = await scan.call('mail/send', { email, purpose });
  }
  return { reply, mail: reply.code === 2000 ? await scan.mail.next(email, before) : null };
}

/** The US new-user popup, as a visitor goes through it: address and consent, then the code mailed to it. */
async function popup(scan: Scan, email: string): Promise<AccountReply> {
  const { reply, mail } = await mailed(scan, email, 'register');
  if (!mail?.code) throw new Error(`no code for the popup (mail/send ${said(reply)})`);
  return scan.call('register_or_login', { email, code: mail.code, source: 'popup', consent: true });
}

const credits = (reply: AccountReply) => (reply.data as { credits?: unknown } | null)?.credits;

/** One victim: the attacker registers and plants, the owner proves the mailbox `by`; what the owner then finds. */
async function claimed(
  scan: Scan,
  by: 'mail/verify' | 'register_or_login',
): Promise<{ problems: string[]; seen: string }> {
  const email = scan.address(by === 'mail/verify' ? 'claimed-by-link' : 'claimed-by-popup');
  const before = scan.mail.count(email);
  const registered = await scan.call('register/pwd', { email, password: ATTACKER_PASSWORD });
  if (registered.code !== 2000) throw new Error(`register/pwd with the victim's address answered ${said(registered)}`);
  const verification = await scan.mail.next(email, before);
  const attacker = registered.data as Tokens;
  const planted = await scan.call('profile/new', PLANTED, { apptoken: attacker.apptoken });
  if (planted.code !== 2000) throw new Error(`the attacker's profile/new answered ${said(planted)}`);

  // The owner proves the mailbox: the link of the verification mail, or the popup's code.
  const problems: string[] = [];
  let owner: AccountReply;
  if (by === 'mail/verify') {
    const token = linkToken(verification);
    if (!token) throw new Error('no verification link arrived at the sink');
    owner = await scan.call('mail/verify', { token });
  } else owner = await popup(scan, email);
  if (owner.code !== 2000) throw new Error(`the owner's ${by} answered ${said(owner)}`);
  const mine = owner.data as Tokens;
  const profile = await scan.call('profile/new', undefined, { apptoken: mine.apptoken });
  const found = (profile.data ?? {}) as Record<string, unknown>;
  const kept = Object.keys(PLANTED).filter((field) => found[field] !== null && found[field] !== false);
  if (profile.code !== 2000) problems.push(`the owner's profile/new answered ${said(profile)}`);
  else if (kept.length) problems.push(`the planted ${kept.join(', ')} survived`);

  // The popup's credits: the owner's to earn once, through the claim itself or through the popup after it.
  const welcome = by === 'register_or_login' ? owner : await popup(scan, email);
  const again = await popup(scan, email);
  if (credits(welcome) !== POPUP_CREDITS) problems.push(`the popup granted ${String(credits(welcome))} credits`);
  if (credits(again) !== 0) problems.push(`a second popup granted ${String(credits(again))} more`);
  const seen = `${by} ${said(owner)}, profile ${kept.length ? `kept ${kept.join(', ')}` : 'clean'}, popup credits ${String(credits(welcome))} then ${String(credits(again))}`;
  return { problems, seen };
}

export const plantedProfileClaim: Probe = {
  n: 17,
  name: 'pre-registered address claimed by its owner',
  async run(scan) {
    const outcomes = [await claimed(scan, 'mail/verify'), await claimed(scan, 'register_or_login')];
    const problems = outcomes.flatMap((o) => o.problems);
    const seen = outcomes.map((o) => o.seen).join('; ');
    return { pass: problems.length === 0, seen: problems.length ? `${problems.join('; ')} (${seen})` : seen };
  },
};

export const concurrentRefresh: Probe = {
  n: 18,
  name: 'two tabs refreshing at once',
  async run(scan) {
    const email = scan.address('tabs');
    const registered = await scan.call('register/pwd', { email, password: OWNER_PASSWORD });
    if (registered.code !== 2000) return { pass: false, seen: `register/pwd answered ${said(registered)}` };
    const tokens = registered.data as Tokens;
    const refresh = (reftoken: string) =>
      scan.call(`sign_in/refresh?user_id=${tokens.user_id}`, undefined, { reftoken });
    const [a, b] = await Promise.all([refresh(tokens.reftoken), refresh(tokens.reftoken)]);
    const same = a.code === 2000 && b.code === 2000 && JSON.stringify(a.data) === JSON.stringify(b.data);
    const shared = a.code === 2000 ? (a.data as Tokens) : null;
    if (!same || !shared)
      return { pass: false, seen: `two refreshes at once answered ${said(a)} and ${said(b)}, not one pair twice` };
    const profile = await scan.call('profile/new', undefined, { apptoken: shared.apptoken });
    const next = await refresh(shared.reftoken);
    // Past the grace, a spent token is a stolen one still: presenting it ends the session, its newest token too.
    await sleep(PAST_REFRESH_GRACE_MS);
    const reused = await refresh(shared.reftoken);
    const newest = next.code === 2000 ? await refresh((next.data as Tokens).reftoken) : null;
    const kept = profile.code === 2000 && next.code === 2000;
    const revoked = reused.code === 4003 && newest?.code === 4003;
    return {
      pass: kept && revoked,
      seen: `two refreshes at once: both ${said(a)}, one pair; its apptoken ${said(profile)}, its reftoken ${said(next)}; that reftoken again ${PAST_REFRESH_GRACE_MS / 1000} s later ${said(reused)}, then the newest ${newest ? said(newest) : 'not tried'}`,
    };
  },
};
