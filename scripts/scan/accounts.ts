/**
 * Attacks on the account service (docs/ACCOUNTS.md): who owns an address, what a wrong code tells, how many
 * codes can be guessed, whether the owner can still get in after someone else's wrong passwords and codes, how
 * many mails one address can be sent at someone else's asking, and what an answer's time tells.
 */
import { request } from 'node:http';
import { cnHost } from '@showcase/schemas/hosts';
import type { AccountReply } from '../../tests/support/account-api';
import { linkToken, type Probe, type Scan, said, sleep, someClient, type Tokens } from './scan';

/** Passwords that pass the rule and are nobody's: the attacker's and the owner's. */
const ATTACKER_PASSWORD = 'Mallory-Tr4nsforms-91';
const OWNER_PASSWORD = 'Owner-Bumblebee-4477';
/**
 * Rounds of (new login code, five wrong guesses): up to 60 guesses, six times the ten failed checks an address is
 * allowed in 15 minutes.
 */
const GUESS_ROUNDS = 12;
const GUESSES_PER_CODE = 5;

/** A wrong six-digit code for `right` (never equal to it). */
const wrongCode = (i: number, right: string | null) => {
  const code = String(100000 + ((i * 7919) % 900000));
  return code === right ? String(100000 + ((i * 7919 + 1) % 900000)) : code;
};

/** The n of "Too many attempts. Please try again in {n} seconds." (English: the scan asks in English). */
const secondsIn = (reply: Pick<AccountReply, 'msg'>) =>
  Number(/in ([\d,]+) seconds?\./.exec(reply.msg)?.[1]?.replace(/,/g, '') ?? Number.NaN);

/** How long an address's block by failed codes may hold its owner (config.ts codeFailures): minutes, not a day. */
const SHORT_BLOCK_SECONDS = 15 * 60;

type ApiBase = 'usapi' | 'euapi' | 'cnapi';
const API_BASES: readonly ApiBase[] = ['usapi', 'euapi', 'cnapi'];

/**
 * An account call under any of the three bases, from `client` (scan.call is /usapi's): /cnapi answers on cn's host
 * only, so the request names it (fetch would not send another Host than its URL's).
 */
function callOn(scan: Scan, base: ApiBase, name: string, body: unknown, client: string): Promise<AccountReply> {
  const payload = JSON.stringify(body);
  const host = base === 'cnapi' ? `${cnHost()}:${scan.port}` : new URL(scan.origin).host;
  const { hostname, port } = new URL(scan.origin);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    request(
      {
        hostname,
        port,
        method: 'POST',
        path: `/${base}/account/user/${name}`,
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-language': 'en',
          'x-forwarded-for': client,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          try {
            const reply = JSON.parse(text) as Pick<AccountReply, 'code' | 'msg' | 'data'>;
            resolve({ status: response.statusCode ?? 0, ms: Date.now() - started, ...reply });
          } catch (error) {
            reject(error);
          }
        });
      },
    )
      .on('error', reject)
      .end(payload);
  });
}

/** "2000×3, 4290×12": how often each code came. */
const tally = (codes: readonly number[]) =>
  Object.entries(
    codes.reduce<Record<string, number>>((counts, code) => {
      counts[code] = (counts[code] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([code, n]) => `${code}×${n}`)
    .join(', ');

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
    let firstRefusal: { guess: number; round: number; seconds: number } | null = null;
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
          firstRefusal = { guess: guesses, round, seconds: secondsIn(guess) };
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
      seen: `first 4290 at guess ${firstRefusal.guess} (code ${firstRefusal.round}, for ${firstRefusal.seconds} s); the first guess after a new code: ${afterNewCode ?? 'not tried'}`,
    };
  },
};

/** The owner's reset by the mailed link, as the reset screen does it: the link from the mail, a new password. */
async function resetByMail(scan: Scan, email: string, password: string): Promise<{ ok: boolean; seen: string }> {
  const before = scan.mail.count(email);
  const asked = await scan.call('forgetpwd/mail/send', { email });
  const token = asked.code === 2000 ? linkToken(await scan.mail.next(email, before)) : null;
  if (!token) return { ok: false, seen: `forgetpwd/mail/send ${said(asked)} and no reset link` };
  const reset = await scan.call('reset/pwd', { token, password });
  return { ok: reset.code === 2000, seen: `reset/pwd ${said(reset)}` };
}

/** The owner asks for a login code, after the resend interval if need be (null: no code came). */
async function codeFromMail(scan: Scan, email: string): Promise<string | null> {
  const before = scan.mail.count(email);
  let sent = await scan.call('mail/send', { email, purpose: 'login' });
  for (let i = 0; sent.code === 4290 && i < 3; i++) {
    await sleep(1_100);
    sent = await scan.call('mail/send', { email, purpose: 'login' });
  }
  return sent.code === 2000 ? ((await scan.mail.next(email, before))?.code ?? null) : null;
}

export const ownerNotLockedOut: Probe = {
  n: 7,
  name: 'owner not locked out',
  async run(scan) {
    const email = await verifiedAccount(scan, 'owner');
    // Wrong passwords from other clients: a code sign-in (a proof of the mailbox) lifts their block.
    const wrong = [];
    for (let i = 0; i < 6; i++)
      wrong.push((await scan.call('login/pwd', { email, password: `Wrong-guess-${i}x9` })).code);
    const code = await codeFromMail(scan, email);
    if (!code) return { pass: false, seen: `no login code after wrong passwords ${wrong.join(' ')}` };
    const byCode = await scan.call('login/code', { email, code });
    const byPassword = await scan.call('login/pwd', { email, password: OWNER_PASSWORD });
    const passwords = `6 wrong passwords ${wrong.join(' ')}; login by code ${said(byCode)}; then the right password ${said(byPassword)}`;

    // Wrong codes from other clients: the owner's right code waits minutes at most, and none after a reset by link.
    const wrongCodes: number[] = [];
    for (let i = 1; i <= 21; i++)
      wrongCodes.push((await scan.call('login/code', { email, code: wrongCode(i, null) })).code);
    const owned = await codeFromMail(scan, email);
    if (!owned) return { pass: false, seen: `${passwords}; no login code after 21 wrong codes` };
    const held = await scan.call('login/code', { email, code: owned });
    const heldFor = held.code === 4290 ? secondsIn(held) : 0;
    const codeReset = await resetByMail(scan, email, 'Owner-Reset-5813');
    const afterReset = held.code === 2000 ? held : await scan.call('login/code', { email, code: owned });
    const codes = `21 wrong codes from other clients (${tally(wrongCodes)}); the owner's code ${said(held)}${heldFor ? ` for ${heldFor} s` : ''}, after a reset by the mailed link (${codeReset.seen}) ${said(afterReset)}`;

    // One client guessing a wrong password every 300 ms, before, during and after the owner's reset by the link.
    const attacker = someClient();
    const guesses: number[] = [];
    let guessing = true;
    const guesser = (async () => {
      for (let i = 0; guessing; i++) {
        guesses.push((await scan.call('login/pwd', { email, password: `Wrong-guess-${i}x7` }, {}, attacker)).code);
        await sleep(300);
      }
    })();
    // A person who finds the address blocked takes longer to reset than the attacker's first 25 guesses.
    for (let waited = 0; guesses.length < 25 && waited < 30_000; waited += 100) await sleep(100);
    const passwordReset = await resetByMail(scan, email, 'Owner-Reset-7791');
    await sleep(2_000);
    const byNewPassword = await scan.call('login/pwd', { email, password: 'Owner-Reset-7791' });
    guessing = false;
    await guesser;
    const keptGuessing = `one client guessing every 300 ms (${tally(guesses)}), the owner's reset (${passwordReset.seen}) and new password ${said(byNewPassword)}`;

    return {
      pass:
        byCode.code === 2000 &&
        byPassword.code === 2000 &&
        (held.code === 2000 || (held.code === 4290 && heldFor <= SHORT_BLOCK_SECONDS)) &&
        codeReset.ok &&
        afterReset.code === 2000 &&
        passwordReset.ok &&
        byNewPassword.code === 2000,
      seen: `${passwords}; ${codes}; ${keptGuessing}`,
    };
  },
};

/** Rounds of every mail on every base: 3 × 15 asks, well over what one address may be sent in an hour. */
const BOMB_ROUNDS = 3;
/** Mails one address may be sent in an hour, every kind and base together (config.ts mailsToAddress). */
const MAILS_AN_HOUR = 10;

export const mailBombing: Probe = {
  n: 20,
  name: 'mail bombing of one address',
  async run(scan) {
    const email = scan.address('bombed');
    const client = someClient();
    const codes = [(await callOn(scan, 'usapi', 'register/pwd', { email, password: OWNER_PASSWORD }, client)).code];
    const asks: Array<[string, unknown]> = [
      ['verify/mail/send', { email }],
      ['mail/send', { email, purpose: 'register' }],
      ['mail/send', { email, purpose: 'login' }],
      ['forgetpwd/mail/send', { email }],
      ['subscribe/create', { email, consent: true }],
    ];
    for (let round = 0; round < BOMB_ROUNDS; round++) {
      for (const base of API_BASES)
        for (const [name, body] of asks) codes.push((await callOn(scan, base, name, body, client)).code);
      // The scan's resend interval is one second (ACCOUNT_RESEND_SECONDS=1): each round may ask every kind anew.
      await sleep(1_100);
    }
    // Some mail goes out after its answer, and a failed try waits 5 s: count once none has come for 6 s.
    let got = scan.mail.count(email);
    for (let quiet = 0, waited = 0; quiet < 6_000 && waited < 30_000; quiet += 500, waited += 500) {
      await sleep(500);
      if (scan.mail.count(email) !== got) {
        got = scan.mail.count(email);
        quiet = 0;
      }
    }
    // login codes need an account, which only /usapi has (4007 elsewhere); anything else is a fault.
    const odd = codes.filter((code) => code !== 2000 && code !== 4007 && code !== 4290);
    return {
      pass: got >= 1 && got <= MAILS_AN_HOUR && codes.includes(4290) && odd.length === 0,
      seen: `${codes.length} calls from one client for one address on /usapi, /euapi and /cnapi (${tally(codes)}): ${got} mails arrived (at most ${MAILS_AN_HOUR} an hour)`,
    };
  },
};

/**
 * verify/mail/send for an unverified account and for an address without one, alternating: 60 of each. With answers
 * in whole milliseconds and nothing to tell, chance alone lets the best cut-off reach 65% about once in a thousand
 * runs at 60 of each (about once in fifty at 30 of each, hence not fewer).
 */
const TIMED_PAIRS = 60;
const MAX_ACCURACY = 0.65;
/** A pause after each call: one call at a time, as the finding timed them, each answer its own call's time. */
const TIMED_GAP_MS = 150;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The best a single cut-off on the time does at telling `a` from `b`, either way round: its share and its time. */
function bestCutOff(a: readonly number[], b: readonly number[]): { accuracy: number; cut: number } {
  const all = [...a.map((ms) => ({ ms, a: true })), ...b.map((ms) => ({ ms, a: false }))];
  let best = { accuracy: 0.5, cut: 0 };
  for (const cut of new Set(all.map((x) => x.ms))) {
    const right = all.filter((x) => x.ms <= cut === x.a).length;
    const accuracy = Math.max(right, all.length - right) / all.length;
    if (accuracy > best.accuracy) best = { accuracy, cut };
  }
  return best;
}

export const answerTimeOracle: Probe = {
  n: 21,
  name: 'address enumeration by answer time',
  async run(scan) {
    const known: string[] = [];
    for (let i = 0; i < TIMED_PAIRS; i++) {
      const email = scan.address('unverified');
      const registered = await scan.call('register/pwd', { email, password: OWNER_PASSWORD });
      if (registered.code !== 2000) return { pass: false, seen: `register/pwd answered ${said(registered)}` };
      known.push(email);
    }
    // The registrations' verification mails hold the next one back for the resend interval (1 s for the scan).
    await sleep(1_100);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < TIMED_PAIRS; i++)
      for (const which of i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)) {
        const email = which === 'known' ? (known[i] ?? '') : scan.address('nobody');
        const reply = await scan.call('verify/mail/send', { email });
        if (reply.code !== 2000)
          return {
            pass: false,
            seen: `verify/mail/send for ${which === 'known' ? 'an unverified account' : 'an unknown address'} answered ${said(reply)}`,
          };
        times[which].push(reply.ms);
        await sleep(TIMED_GAP_MS);
      }
    const { accuracy, cut } = bestCutOff(times.known, times.unknown);
    const percent = Math.round(accuracy * 100);
    return {
      pass: accuracy <= MAX_ACCURACY,
      seen: `verify/mail/send, ${TIMED_PAIRS} unverified accounts and ${TIMED_PAIRS} unknown addresses alternating: medians ${median(times.known)} ms and ${median(times.unknown)} ms; the best cut-off (${cut} ms) tells ${percent}% of them apart (pass: at most ${MAX_ACCURACY * 100}%)`,
    };
  },
};
