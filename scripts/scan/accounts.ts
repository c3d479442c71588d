/**
 * Attacks on the account service (docs/ACCOUNTS.md): who owns an address, what a wrong code tells, how many
 * codes can be guessed, and whether the owner can still get in after someone else's wrong passwords.
 */
import type { Mail } from './mail';
import { type Probe, type Scan, said, sleep } from './scan';

/** Passwords that pass the rule and are nobody's: the attacker's and the owner's. */
const ATTACKER_PASSWORD = 'Mallory-Tr4nsforms-91';
const OWNER_PASSWORD = 'Owner-Bumblebee-4477';
/** Rounds of (new login code, five wrong guesses): 60 guesses, three times the day's allowance the fix gives. */
const GUESS_ROUNDS = 12;
const GUESSES_PER_CODE = 5;

interface Tokens {
  user_id: string;
  apptoken: string;
  reftoken: string;
}

const linkToken = (mail: Mail | null) => {
  const link = mail?.links.find((l) => l.includes('token='));
  return link ? new URL(link).searchParams.get('token') : null;
};

/** A wrong six-digit code for `right` (never equal to it). */
const wrongCode = (i: number, right: string | null) => {
  const code = String(100000 + ((i * 7919) % 900000));
  return code === right ? String(100000 + ((i * 7919 + 1) % 900000)) : code;
};

/** An account registered with a password and verified with the registration mail's code, as the owner does. */
async function verifiedAccount(scan: Scan, what: string): Promise<string> {
  const email = scan.address(what);
  const registered = await scan.call('register/pwd', { email, password: OWNER_PASSWORD });
  if (registered.code !== 2000) throw new Error(`register/pwd answered ${said(registered)}: ${registered.msg}`);
  const mail = await scan.mail.next(email);
  if (!mail?.code) throw new Error(`no verification mail to ${email}`);
  // From the registrant's own session, as the register flow verifies: a proof from anywhere else voids the password.
  const { apptoken } = registered.data as Tokens;
  const verified = await scan.call('verify/code', { email, code: mail.code }, { apptoken });
  if (verified.code !== 2000) throw new Error(`verify/code answered ${said(verified)}`);
  return email;
}

export const verificationLinkTakeover: Probe = {
  n: 1,
  name: 'verification-link takeover',
  async run(scan) {
    const email = scan.address('victim');
    const registered = await scan.call('register/pwd', { email, password: ATTACKER_PASSWORD });
    if (registered.code !== 2000)
      return { pass: false, seen: `register/pwd with the victim's address answered ${said(registered)}` };
    const tokens = registered.data as Tokens;
    const token = linkToken(await scan.mail.next(email));
    if (!token) return { pass: false, seen: 'no verification link arrived at the sink' };
    // The victim clicks the link in their mailbox: a fresh client, no token of the attacker's.
    const verified = await scan.call('mail/verify', { token });
    const profile = await scan.call('profile/new', undefined, { apptoken: tokens.apptoken });
    const refreshed = await scan.call(`sign_in/refresh?user_id=${tokens.user_id}`, undefined, {
      reftoken: tokens.reftoken,
    });
    const login = await scan.call('login/pwd', { email, password: ATTACKER_PASSWORD });
    const kept = [
      profile.code === 2000 && 'apptoken',
      refreshed.code === 2000 && 'reftoken',
      login.code === 2000 && 'password',
    ].filter(Boolean);
    const seen = `mail/verify ${said(verified)}; attacker's profile/new ${said(profile)}, refresh ${said(refreshed)}, password login ${said(login)}`;
    return {
      pass: kept.length === 0,
      seen: kept.length ? `the attacker keeps his ${kept.join(', ')} (${seen})` : seen,
    };
  },
};

export const loginCodeOracle: Probe = {
  n: 5,
  name: 'login/code existence oracle',
  async run(scan) {
    const known = await verifiedAccount(scan, 'known');
    const unknown = scan.address('unknown');
    const a = await scan.call('login/code', { email: known, code: '000000' });
    const b = await scan.call('login/code', { email: unknown, code: '000000' });
    const same = a.code === b.code && a.msg === b.msg && a.status === b.status;
    return {
      pass: same,
      seen: `known address ${said(a)} "${a.msg}", unknown ${said(b)} "${b.msg}"${same ? '' : ': they differ'}`,
    };
  },
};

export const codeGuessCap: Probe = {
  n: 6,
  name: 'lifetime code-guess cap',
  async run(scan) {
    const email = await verifiedAccount(scan, 'guessed');
    let guesses = 0;
    let firstRefusal: { guess: number; round: number } | null = null;
    let afterNewCode: string | null = null;
    const sendCodes: Record<string, number> = {};
    for (let round = 1; round <= GUESS_ROUNDS + 1 && !afterNewCode; round++) {
      // A new code every round, as often as the server lets one be sent (ACCOUNT_RESEND_SECONDS=1 for the scan).
      const before = scan.mail.count(email);
      let sent = await scan.call('mail/send', { email, purpose: 'login' });
      for (let i = 0; sent.code === 4290 && i < 5; i++) {
        await sleep(1_100);
        sent = await scan.call('mail/send', { email, purpose: 'login' });
      }
      sendCodes[sent.code] = (sendCodes[sent.code] ?? 0) + 1;
      const code = sent.code === 2000 ? ((await scan.mail.next(email, before))?.code ?? null) : null;
      for (let i = 0; i < GUESSES_PER_CODE; i++) {
        guesses += 1;
        const guess = await scan.call('login/code', { email, code: wrongCode(guesses, code) });
        if (guess.code === 2000) return { pass: false, seen: `guess ${guesses} logged in (a one-in-a-million hit)` };
        if (guess.code === 4290 && !firstRefusal) {
          firstRefusal = { guess: guesses, round };
          break;
        }
        // The round after the first refusal: its first guess, right after a new code, must be refused too.
        if (firstRefusal) {
          afterNewCode = `${said(guess)} (mail/send ${said(sent)})`;
          break;
        }
      }
    }
    const sends = Object.entries(sendCodes)
      .map(([code, n]) => `${n}× ${code}`)
      .join(', ');
    if (!firstRefusal)
      return {
        pass: false,
        seen: `${guesses} wrong guesses, ${GUESSES_PER_CODE} a code, none refused with 4290 (mail/send: ${sends})`,
      };
    const pass = afterNewCode?.startsWith('4290/') ?? false;
    return {
      pass,
      seen: `first 4290 at guess ${firstRefusal.guess} (code ${firstRefusal.round}); the first guess after a new code: ${afterNewCode ?? 'not tried'}`,
    };
  },
};

export const ownerNotLockedOut: Probe = {
  n: 7,
  name: 'owner not locked out',
  async run(scan) {
    const email = await verifiedAccount(scan, 'owner');
    const wrong = [];
    for (let i = 0; i < 6; i++)
      wrong.push((await scan.call('login/pwd', { email, password: `Wrong-guess-${i}x9` })).code);
    const before = scan.mail.count(email);
    const sent = await scan.call('mail/send', { email, purpose: 'login' });
    const code = sent.code === 2000 ? (await scan.mail.next(email, before))?.code : null;
    if (!code)
      return { pass: false, seen: `no login code (mail/send ${said(sent)}) after wrong passwords ${wrong.join(' ')}` };
    const byCode = await scan.call('login/code', { email, code });
    const byPassword = await scan.call('login/pwd', { email, password: OWNER_PASSWORD });
    return {
      pass: byCode.code === 2000 && byPassword.code === 2000,
      seen: `6 wrong passwords ${wrong.join(' ')}; login by code ${said(byCode)}; then the right password ${said(byPassword)}`,
    };
  },
};
