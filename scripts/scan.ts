/**
 * npm run scan: attacks against a production start of the built site (`npm start`: the standalone server with
 * the front cache), each a probe with a pass or a fail and one line of what the server did (scripts/scan/, the
 * list in docs/SECURITY.md "Scanning"). The server runs as an operator might leave it, with the settings the
 * attacks need: mail to a local SMTP sink the scan reads (no outbox), a PREVIEW_SECRET and a webhook secret, one
 * trusted proxy (each call names its client in X-Forwarded-For), no reCAPTCHA, a one-second resend interval (so
 * codes can be asked for again without waiting a minute), a fresh account folder.
 * Prints `PASS|FAIL <n> <name>: <seen>` per attack and `scan: N passed, N failed`, writes
 * bench/scan/<date>-attacks.json, and exits 1 on any failure. A few minutes; needs a build (npm run build).
 *
 *   npm run scan                     the attacks
 *   npm run scan -- --only 1,5,7     some of them
 *   npm run scan -- --wapiti         Debian's wapiti instead (up to 15 minutes; scripts/scan/wapiti.ts)
 *   npm run scan -- --report <file>  an earlier wapiti report read again
 * SCAN_PORT (3320) names the port.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/dataset-files';
import { startNext } from './lib/next-server';
import {
  answerTimeOracle,
  codeGuessCap,
  loginCodeOracle,
  mailBombing,
  ownerNotLockedOut,
  verificationLinkTakeover,
} from './scan/accounts';
import { concurrentRefresh, plantedProfileClaim } from './scan/claims';
import { abortedUpload, slowBody } from './scan/connections';
import { footerFormMethod, newsletterConfirmation, supportMailInjection } from './scan/forms';
import { absoluteFormTarget, hostPoisoning } from './scan/host';
import {
  paddedAccessToken,
  pagePathControlCharacters,
  previewReturnOffSite,
  wholesaleWebsiteAndRepeat,
} from './scan/low';
import { startMailbox } from './scan/mail';
import { memoryWatch } from './scan/memory';
import { previewSecretGuessing } from './scan/preview';
import { publishReachesPage, webhookReplay } from './scan/publish';
import { type Outcome, type Probe, scanFor } from './scan/scan';
import { storedPageMarker } from './scan/stored-page';
import { runWapiti, wapitiReport } from './scan/wapiti';

const PORT = Number(process.env.SCAN_PORT ?? 3320);

const ATTACKS: Probe[] = [
  verificationLinkTakeover,
  hostPoisoning,
  previewSecretGuessing,
  newsletterConfirmation,
  loginCodeOracle,
  codeGuessCap,
  ownerNotLockedOut,
  webhookReplay,
  publishReachesPage,
  abortedUpload,
  supportMailInjection,
  slowBody,
  absoluteFormTarget,
  footerFormMethod,
  storedPageMarker,
  plantedProfileClaim,
  concurrentRefresh,
  mailBombing,
  answerTimeOracle,
  previewReturnOffSite,
  wholesaleWebsiteAndRepeat,
  pagePathControlCharacters,
  paddedAccessToken,
];

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? '') : null;
};

async function attempt(probe: Probe, scan: Parameters<Probe['run']>[0]): Promise<Outcome> {
  try {
    return await probe.run(scan);
  } catch (error) {
    return { pass: false, seen: `the probe failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function attacks() {
  const only = argument('--only')?.split(',').map(Number);
  const wanted = (n: number) => !only || only.includes(n);
  const work = mkdtempSync(path.join(tmpdir(), 'scan-'));
  const mail = await startMailbox();
  const secrets = { preview: randomBytes(24).toString('base64url'), webhook: randomBytes(24).toString('base64url') };
  const started = Date.now();
  const server = await startNext(
    PORT,
    {
      ACCOUNT_DATA_DIR: path.join(work, 'accounts'),
      MAIL_OUTBOX: '',
      SMTP_URL: mail.url,
      RECAPTCHA_SECRET: '',
      TRUSTED_PROXY_HOPS: '1',
      ACCOUNT_RESEND_SECONDS: '1',
      PREVIEW_SECRET: secrets.preview,
      SANITY_REVALIDATE_SECRET: secrets.webhook,
    },
    { standalone: true },
  );
  const results: ({ n: number; name: string } & Outcome)[] = [];
  const report = (probe: Probe, outcome: Outcome) => {
    results.push({ n: probe.n, name: probe.name, ...outcome });
    console.log(`${outcome.pass ? 'PASS' : 'FAIL'} ${probe.n} ${probe.name}: ${outcome.seen}`);
  };
  try {
    console.log(`scan: attacks against ${server.origin} (npm start, front cache on)`);
    const scan = scanFor(server, PORT, mail, secrets);
    const memory = memoryWatch(server);
    // Memory before any attack, then after a flood of unknown paths; its figures are reported last.
    if (wanted(memory.probe.n)) {
      memory.start();
      await memory.flood();
    }
    for (const probe of ATTACKS) {
      if (!wanted(probe.n)) continue;
      report(probe, await attempt(probe, scan));
      memory.mark(`${probe.n} ${probe.name}`);
    }
    if (wanted(memory.probe.n)) report(memory.probe, await attempt(memory.probe, scan));
  } finally {
    await server.stop();
    await mail.stop();
    rmSync(work, { recursive: true, force: true });
  }
  const passed = results.filter((r) => r.pass).length;
  const failed = results.length - passed;
  const at = new Date().toISOString();
  const file = path.join(ROOT, 'bench', 'scan', `${at.slice(0, 10)}-attacks.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(file, `${JSON.stringify({ at, seconds, passed, failed, results }, null, 2)}\n`);
  console.log(`scan: ${passed} passed, ${failed} failed (${seconds} s; ${path.relative(ROOT, file)})`);
  process.exitCode = failed > 0 ? 1 : 0;
}

const earlier = argument('--report');
if (earlier !== null) wapitiReport(path.resolve(earlier));
else if (process.argv.includes('--wapiti')) await runWapiti(PORT);
else await attacks();
